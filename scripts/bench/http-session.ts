import { CSRF_HEADER } from "@shared/api-types";

/** A fetch against one server: the real one over HTTP, or createApp() in process. */
export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

/** Set-Cookie lines → the Cookie header a browser would send back. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

/** What an anonymous browser holds before signing in: its seed cookie and a CSRF token bound to it. */
export async function anonymousCsrf(fetcher: Fetcher): Promise<{ cookie: string; token: string }> {
  const response = await fetcher("/api/csrf");
  if (!response.ok) throw new Error(`GET /api/csrf answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { cookie: cookieHeader(response), token };
}

/** The request the web app's sign-in form makes (trusted Origin, CSRF token, seed cookie). */
export function signInRequest(
  origin: string,
  csrf: { cookie: string; token: string },
  account: { email: string; password: string },
): RequestInit {
  return {
    method: "POST",
    headers: { origin, "content-type": "application/json", [CSRF_HEADER]: csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({ email: account.email, password: account.password }),
  };
}

/** A CSRF token bound to the signed-in session of `cookie`. */
export async function sessionCsrf(fetcher: Fetcher, cookie: string): Promise<string> {
  const response = await fetcher("/api/csrf", { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/csrf answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The headers of a state-changing JSON request from the signed-in web app: trusted Origin, its CSRF token. */
export function writeHeaders(origin: string, cookie: string, token: string): Record<string, string> {
  return { origin, cookie, "content-type": "application/json", [CSRF_HEADER]: token };
}

/** A state-changing request as the signed-in web app sends it. */
export async function sendSignedIn(
  fetcher: Fetcher,
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body: unknown = {},
): Promise<Response> {
  const token = await sessionCsrf(fetcher, cookie);
  return fetcher(path, { method, headers: writeHeaders(origin, cookie, token), body: JSON.stringify(body) });
}

/** Signs in and returns the Cookie header of the session. */
export async function signIn(
  fetcher: Fetcher,
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetcher(
    "/api/auth/sign-in/email",
    signInRequest(origin, await anonymousCsrf(fetcher), account),
  );
  if (!response.ok)
    throw new Error(`sign-in as ${account.email} answered ${response.status}: ${await response.text()}`);
  return cookieHeader(response);
}
