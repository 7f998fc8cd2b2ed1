import { CSRF_HEADER } from "@shared/api-types";

/** What a test client sends its requests to: an app (createApp()), or one of several instances. */
export interface Instance {
  request: (
    input: string,
    init: RequestInit,
    env: { incoming: { socket: { remoteAddress: string } } },
  ) => Response | Promise<Response>;
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;
const randomIp = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/**
 * A browser-like client: a cookie jar, a CSRF token, an IP of its own (so per-IP limits do not cross
 * tests), and the server instances it is balanced across; `origin` is the one its writes come from.
 */
export function testClient({
  origin,
  ip = randomIp(),
  instances,
}: {
  origin: string;
  ip?: string;
  instances: Instance[];
}) {
  let turn = 0;
  const cookies = new Map<string, string>();
  let csrf: string | undefined;

  async function request(path: string, init: RequestInit & { json?: unknown; csrf?: boolean } = {}) {
    const headers = new Headers(init.headers);
    const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
    if (method !== "GET") {
      if (!headers.has("origin")) headers.set("origin", origin);
      if (init.csrf !== false) {
        csrf ??= await fetchToken();
        headers.set(CSRF_HEADER, csrf);
      }
    }
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    // Round robin over the instances, as a load balancer would.
    const target = instances[turn++ % instances.length]!;
    const res = await target.request(
      path,
      { ...init, method, headers, body },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (name) {
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.join("="));
      }
    }
    return res;
  }

  async function fetchToken() {
    const res = await request("/api/csrf");
    return ((await res.json()) as { token: string }).token;
  }

  return {
    request,
    cookies,
    /** Fetches a new token, as the web app does after sign-in and sign-out. */
    async refreshCsrf() {
      csrf = await fetchToken();
      return csrf;
    },
    async signUp(body: { name: string; email: string; password: string; phone?: string }) {
      const res = await request("/api/auth/sign-up/email", { json: body });
      csrf = undefined;
      return res;
    },
    async signIn(email: string, password: string) {
      const res = await request("/api/auth/sign-in/email", { json: { email, password } });
      csrf = undefined;
      return res;
    },
  };
}
