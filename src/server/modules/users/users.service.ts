import { and, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import type { Page } from "@shared/paging";
import type { Role } from "@shared/roles";
import type { UserSummary } from "@shared/user-types";
import type { UserInput } from "@shared/validation/user";
import type { Auth } from "@server/auth";
import type { Db } from "@server/db/client";
import { user } from "@server/db/schema/auth";
import { AppError } from "@server/errors";
import { containsPattern, numberPattern, offsetOf, type Paging } from "@server/lib/paging";
import { endOtherSessions, USER_NOT_FOUND } from "./user-password.service";

const EMAIL_IN_USE = "Este e-mail já está cadastrado";
const LAST_ADMIN = "Não é possível remover o último administrador";

const summaryColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
  createdAt: user.createdAt,
};
const toSummary = (row: Omit<UserSummary, "createdAt"> & { createdAt: Date }): UserSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listUsers({
  db,
  search,
  role,
  paging,
}: {
  db: Db;
  search?: string;
  role?: Role;
  paging: Paging;
}): Promise<Page<UserSummary>> {
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    role ? eq(user.role, role) : undefined,
    // The phone is stored as digits: a search typed as a number looks for its digits (numberPattern).
    search && pattern
      ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(user.phone, numberPattern(search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, ...paging };
}

async function findUser(db: Db, id: string) {
  const [row] = await db.select(summaryColumns).from(user).where(eq(user.id, id));
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return row;
}

/** Through better-auth, so the account gets its hashed credential (and a cliente its client record). */
export async function createUser({ db, auth, input }: { db: Db; auth: Auth; input: UserInput }): Promise<UserSummary> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (taken) throw new AppError("CONFLICT", EMAIL_IN_USE);
  const { user: created } = await auth.api.createUser({
    body: {
      email: input.email,
      password: input.password,
      name: input.name,
      role: input.role,
      data: { phone: input.phone ?? null },
    },
  });
  return toSummary(await findUser(db, created.id));
}

/** Refuses to leave the shop without an admin: run inside the transaction that would do it. */
async function assertAnotherAdmin(tx: Db, userId: string) {
  const [others] = await tx
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "admin"), ne(user.id, userId)));
  if ((others?.n ?? 0) === 0) throw new AppError("CONFLICT", LAST_ADMIN);
}

export async function updateUser({
  db,
  id,
  input,
}: {
  db: Db;
  id: string;
  input: { name: string; phone?: string; role: Role };
}): Promise<UserSummary> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id)).for("update");
    if (!existing) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (existing.role === "admin" && input.role !== "admin") await assertAnotherAdmin(tx, id);
    await tx
      .update(user)
      .set({ name: input.name, phone: input.phone ?? null, role: input.role, updatedAt: new Date() })
      .where(eq(user.id, id));
  });
  return toSummary(await findUser(db, id));
}

export async function changeEmail({
  db,
  id,
  email,
  keepSessionId,
}: {
  db: Db;
  id: string;
  email: string;
  keepSessionId: string | null;
}): Promise<UserSummary> {
  await db.transaction(async (tx) => {
    await findUser(tx, id);
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), ne(user.id, id)));
    if (taken) throw new AppError("CONFLICT", EMAIL_IN_USE);
    // Nobody has proven the new address yet: the customer confirms it again (docs/decisions/028).
    await tx.update(user).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(user.id, id));
    await endOtherSessions({ tx, userId: id, keepSessionId });
  });
  return toSummary(await findUser(db, id));
}

/** Sessions and credentials go with the user; orders and client records stay (docs/decisions/004). */
export async function deleteUser({ db, id, actorId }: { db: Db; id: string; actorId: string }): Promise<void> {
  if (id === actorId) throw new AppError("CONFLICT", "Você não pode excluir a sua própria conta");
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id)).for("update");
    if (!existing) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (existing.role === "admin") await assertAnotherAdmin(tx, id);
    await tx.delete(user).where(eq(user.id, id));
  });
}
