import type { Role } from "./roles";

/** A user as the admin's list shows them. */
export interface UserSummary {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  createdAt: string;
}
