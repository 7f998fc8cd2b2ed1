import { Hono } from "hono";
import { z } from "zod";
import { ROLES } from "@shared/roles";
import { emailChangeSchema, passwordResetSchema, userSchema, userUpdateSchema } from "@shared/validation/user";
import type { Auth } from "@server/auth";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { pagingSchema } from "@server/lib/paging";
import { input } from "@server/lib/input";
import { allow, currentUser } from "@server/middleware/guards";
import { limited, type Limiter } from "@server/middleware/rate-limit";
import { resetPassword } from "./user-password.service";
import { changeEmail, createUser, deleteUser, listUsers, updateUser } from "./users.service";

const listQuery = pagingSchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum([...ROLES, "todos"]).optional(),
});
const idParam = z.object({ id: z.string().min(1).max(64) });

/** User management: admins only, on the server whatever the screen shows (docs/product.md §6). */
export function usersRoutes(db: Db, auth: Auth, limiter: Limiter) {
  return new Hono<AppEnv>()
    .get("/", allow("users.manage"), input("query", listQuery), async (c) => {
      const { search, role, ...paging } = c.req.valid("query");
      return c.json(await listUsers({ db, search, role: role === "todos" ? undefined : role, paging }));
    })
    .post("/", allow("users.manage"), input("json", userSchema), async (c) => {
      const created = await createUser({ db, auth, input: c.req.valid("json") });
      c.set("audit", { resourceId: created.id, metadata: { email: created.email, role: created.role } });
      return c.json(created, 201);
    })
    .put("/:id", allow("users.manage"), input("param", idParam), input("json", userUpdateSchema), async (c) => {
      const changes = c.req.valid("json");
      c.set("audit", { metadata: { role: changes.role } });
      return c.json(await updateUser({ db, id: c.req.valid("param").id, input: changes }));
    })
    .post(
      "/:id/password",
      allow("users.manage"),
      limited(limiter, "password", (c) => c.req.param("id") ?? ""),
      input("param", idParam),
      input("json", passwordResetSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { password } = c.req.valid("json");
        c.set("audit", { action: "PASSWORD_RESET" });
        await resetPassword({ db, auth, id, password, keepSessionId: c.get("sessionId") });
        return c.body(null, 204);
      },
    )
    .put("/:id/email", allow("users.manage"), input("param", idParam), input("json", emailChangeSchema), async (c) => {
      const { id } = c.req.valid("param");
      const { email } = c.req.valid("json");
      c.set("audit", { action: "EMAIL_CHANGE", metadata: { email } });
      return c.json(await changeEmail({ db, id, email, keepSessionId: c.get("sessionId") }));
    })
    .delete("/:id", allow("users.manage"), input("param", idParam), async (c) => {
      await deleteUser({ db, id: c.req.valid("param").id, actorId: currentUser(c).id });
      return c.body(null, 204);
    });
}
