import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy between the app and PostgreSQL that a test can break: cut every open connection,
 * refuse new ones (the port closed, as while the server restarts), swallow them (a port that
 * accepts but never answers), and let them through again.
 */
export async function startFaultProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let mode: "pass" | "swallow" = "pass";
  let server: Server;
  let port = 0;

  const onConnection = (client: Socket) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => client.destroy());
    if (mode === "swallow") return;
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on("close", () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    /** Ends every connection at once, as a restart or a network cut does. */
    cutAll() {
      for (const socket of open) socket.destroy();
    },
    /** New connections are refused (the port is closed) until `pass()`; open ones are cut. */
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        this.cutAll();
      });
    },
    /** New connections are accepted and never answered, like a port that does not speak Postgres. */
    swallow() {
      mode = "swallow";
    },
    /** Connections go through again. */
    async pass() {
      mode = "pass";
      if (!server.listening) await listen();
    },
    async close() {
      this.cutAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
