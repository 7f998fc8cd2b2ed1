/** The three kinds of user (docs/product.md §1); what each may do is src/shared/permissions.ts. */
export const ROLES = ["admin", "tecnico", "cliente"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrador",
  tecnico: "Técnico",
  cliente: "Cliente",
};

/** The account summary's access text on the dashboard. */
export const ROLE_ACCESS_TEXT: Record<Role, string> = {
  admin: "Acesso Total",
  tecnico: "Criar/Editar Pedidos",
  cliente: "Visualizar Pedidos Próprios",
};

function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A missing or unknown role is treated as cliente, the least privileged (docs/product.md §6). */
export function roleOf(value: unknown): Role {
  return isRole(value) ? value : "cliente";
}
