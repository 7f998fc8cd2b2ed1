import { ROLE_LABELS, ROLES } from "@shared/roles";

/** The roles as the options of a select, in the value set's order. */
export const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
