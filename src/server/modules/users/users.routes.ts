import { Hono } from "hono";
import { z } from "zod";
import { ROLES } from "@shared/roles";
import { emailChangeSchema, passwordResetSchema, userSchema, userUpdateSchema } from "@shared/validation/user";
import type { Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { jsonBody, parseInput } from "@server/lib/validate";
import { currentUser, requireRole } from "@server/middleware/guards";
import { limitPerUser, type Limiter } from "@server/middleware/rate-limit";
import { changeEmail, createUser, deleteUser, listUsers, resetPassword, updateUser } from "./users.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum([...ROLES, "todos"]).optional(),
});
const idParam = z.object({ id: z.string().min(1).max(64) });

/** User management: admins only, on the server whatever the screen shows (spec §6). */
export function usersRoutes(db: Db, auth: Auth, limiter: Limiter) {
  return new Hono<AppEnv>()
    .use(requireRole("admin"))
    .get("/", async (c) => {
      const { search, role, ...paging } = parseInput(listQuery, c.req.query());
      return c.json(await listUsers({ db, search, role: role === "todos" ? undefined : role, paging }));
    })
    .post("/", async (c) => {
      const input = parseInput(userSchema, await jsonBody(c.req));
      const created = await createUser({ db, auth, input });
      c.set("audit", { resourceId: created.id, metadata: { email: created.email, role: created.role } });
      return c.json(created, 201);
    })
    .put("/:id", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const input = parseInput(userUpdateSchema, await jsonBody(c.req));
      c.set("audit", { metadata: { role: input.role } });
      return c.json(await updateUser({ db, id, input }));
    })
    .post(
      "/:id/password",
      limitPerUser(limiter, "password", (c) => c.req.param("id") ?? ""),
      async (c) => {
        const { id } = parseInput(idParam, c.req.param());
        const { password } = parseInput(passwordResetSchema, await jsonBody(c.req));
        c.set("audit", { action: "PASSWORD_RESET" });
        await resetPassword({ db, auth, id, password, keepSessionId: c.get("sessionId") });
        return c.body(null, 204);
      },
    )
    .put("/:id/email", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const { email } = parseInput(emailChangeSchema, await jsonBody(c.req));
      c.set("audit", { action: "EMAIL_CHANGE", metadata: { email } });
      return c.json(await changeEmail({ db, id, email, keepSessionId: c.get("sessionId") }));
    })
    .delete("/:id", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      await deleteUser({ db, id, actorId: currentUser(c).id });
      return c.body(null, 204);
    });
}
