import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process: what nodemailer hands it is parsed back with mailparser.
 * It can be stopped and started again on the same port, as a mail server that goes away and returns.
 * Used by the API tests and the e2e specs; the caller stops it when done.
 */
export async function startTestSmtpServer() {
  const inbox: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate for nodemailer to refuse.
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            inbox.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  }

  async function stop() {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  }

  const to = (address: string) => inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(address));

  await start();

  return {
    url: () => `smtp://127.0.0.1:${port}`,
    inbox,
    stop,
    start,
    /** The messages sent to an address. */
    to,
    /** The `nth` message (1-based) to an address once it arrives, as a server's mail job sends it on its own. */
    async waitFor(address: string, nth = 1, timeoutMs = 20_000): Promise<ParsedMail> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mail = to(address)[nth - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no message ${nth} to ${address} within ${timeoutMs} ms`);
    },
  };
}

/** The one-use link's token in a message (the fragment of its link). */
export function tokenIn(mail: ParsedMail): string {
  const match = /#([A-Za-z0-9_-]{40,})/.exec(mail.text ?? "");
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[1]!;
}
