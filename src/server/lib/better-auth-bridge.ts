import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "@server/auth";
import type { AppEnv } from "@server/context";

/** The request as better-auth must see it: the body already read, and only the IP the app resolved, never a client-supplied header. */
export function forBetterAuth(c: Context<AppEnv>, text: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("ip"));
  headers.delete("content-length");
  return new Request(c.req.url, { method: c.req.method, headers, body: text === "" ? null : text });
}

/** Who signed in, from better-auth's answer: no more, so the session token it also carries stays in the httpOnly cookie. */
interface SignedIn {
  user: { id: string; name: string; email: string };
}

/** A successful sign-in's or sign-up's answer: who signed in, with better-auth's session cookie. */
export async function signedIn(c: Context<AppEnv>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  const { user } = (await response.json()) as SignedIn;
  return c.json<SignedIn>({ user: { id: user.id, name: user.name, email: user.email } });
}

/** The id of the user a successful answer of better-auth is about. */
export async function userIdOf(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: string } } | null;
  return body?.user?.id;
}
