import { randomUUID } from "node:crypto";
import { CSRF_HEADER } from "@shared/api-types";

/** An answer's status, or "network" when none came (the connection failed or was cut). */
export type Outcome = number | "network";

export interface Attempt {
  start: number;
  end: number;
  outcome: Outcome;
}

/** One logical write: a client or an order named by its marker, sent until answered, with one key. */
export interface Write {
  kind: "client" | "order";
  marker: string;
  key: string;
  attempts: Attempt[];
  acknowledged: boolean;
}

export interface Read extends Attempt {
  path: string;
}

/** The answer of a write was lost (the balancer's own error pages included): send it again, same key. */
export const lost = (outcome: Outcome) => outcome === "network" || [502, 503, 504].includes(outcome);

/**
 * Sent again too: 409, the key still held by the first attempt (decision 049), which an instance killed
 * mid-request holds until its claim is abandoned, two minutes on: past this write's deadline.
 */
const retried = (outcome: Outcome) => lost(outcome) || outcome === 409;

const WRITE_DEADLINE_MS = 12_000;
const RETRY_DELAY_MS = 250;

/** A signed-in browser through the balancer: its cookies and CSRF token. */
export class Session {
  private readonly cookies = new Map<string, string>();
  private csrf = "";

  constructor(readonly origin: string) {}

  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if ((init.method ?? "GET") !== "GET") {
      headers.set("origin", this.origin);
      if (this.csrf) headers.set(CSRF_HEADER, this.csrf);
    }
    const res = await fetch(`${this.origin}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    for (const line of res.headers.getSetCookie()) {
      const [name, ...value] = (line.split(";")[0] ?? "").split("=");
      if (name) this.cookies.set(name, value.join("="));
    }
    return res;
  }

  /** What a browser of this session sends with a write: its cookies, Origin and CSRF token (for a load tool). */
  headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      origin: this.origin,
      [CSRF_HEADER]: this.csrf,
    };
  }

  async signIn(email: string, password: string): Promise<void> {
    this.csrf = ((await (await this.send("/api/csrf")).json()) as { token: string }).token;
    const res = await this.send("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    this.csrf = ((await (await this.send("/api/csrf")).json()) as { token: string }).token;
  }

  async postJson<T>(path: string, body: unknown, key?: string): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (key) headers["idempotency-key"] = key;
    const res = await this.send(path, { method: "POST", headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  }
}

/**
 * Workers that each loop over the screens' mix until stopped: the order list, an order, a client
 * search, a new client and a new order. Each write carries an Idempotency-Key and a marker of its own
 * (in the client's address, the order's defect), and is sent again with the same key while its answer
 * is lost. Every read and every attempt is recorded with when it started and ended.
 */
export class MixedLoad {
  readonly reads: Read[] = [];
  readonly writes: Write[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private count = 0;

  constructor(
    private readonly session: Session,
    private readonly existing: { clientId: string; orderId: string },
    private readonly runId = randomUUID().slice(0, 8),
  ) {}

  start(workers: number): void {
    this.running = true;
    this.workers = Array.from({ length: workers }, () => this.work());
  }

  /** Stops the workers after what each is doing (a write's retries included). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  private async work(): Promise<void> {
    const search = encodeURIComponent("Balanceado");
    while (this.running) {
      await this.read("/api/orders");
      await this.read(`/api/orders/${this.existing.orderId}`);
      await this.read(`/api/clients?search=${search}`);
      const n = ++this.count;
      await this.write("client", n, (marker) => ({
        name: "Cliente Balanceado",
        phone: "(11) 3000-5555",
        address: `Rua do Balanceador ${marker}`,
      }));
      await this.write("order", n, (marker) => ({
        clientId: this.existing.clientId,
        brand: "Samsung",
        model: "A10",
        device: "Celular",
        defect: `Tela quebrada ${marker}`,
      }));
    }
  }

  private async read(path: string): Promise<void> {
    const start = performance.now();
    let outcome: Outcome;
    try {
      const res = await this.session.send(path);
      await res.arrayBuffer();
      outcome = res.status;
    } catch {
      outcome = "network";
    }
    this.reads.push({ path, start, end: performance.now(), outcome });
  }

  private async write(kind: Write["kind"], n: number, body: (marker: string) => unknown): Promise<void> {
    const write: Write = {
      kind,
      marker: `lb-${this.runId}-${n}`,
      key: randomUUID(),
      attempts: [],
      acknowledged: false,
    };
    this.writes.push(write);
    const path = kind === "client" ? "/api/clients" : "/api/orders";
    const deadline = performance.now() + WRITE_DEADLINE_MS;
    while (performance.now() < deadline) {
      const start = performance.now();
      let outcome: Outcome;
      try {
        outcome = (await this.session.postJson(path, body(write.marker), write.key)).status;
      } catch {
        outcome = "network";
      }
      write.attempts.push({ start, end: performance.now(), outcome });
      if (!retried(outcome)) {
        write.acknowledged = outcome === 201 || outcome === 200;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}
