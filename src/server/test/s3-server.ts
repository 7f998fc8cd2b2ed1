import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsV4Signer } from "aws4fetch";
import S3rver from "s3rver";
import { openBucket } from "@server/storage/bucket";

const BUCKET = "bancada-test";
const REGION = "us-east-1";
// s3rver knows one account, S3RVER; its secret is checked here, since s3rver does not check SigV4 itself.
const ACCESS_KEY_ID = "S3RVER";
const SECRET = "segredo-de-teste-do-bucket";

type Mode = "pass" | "down" | { refuse: string; status: number };

const s3Error = (res: ServerResponse, status: number, code: string) => {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
};

/** Recomputes the request's SigV4 signature with the bucket's secret, over the headers it says it signed. */
async function signatureMatches(req: IncomingMessage, body: Buffer, origin: string): Promise<string | null> {
  const auth = req.headers.authorization ?? "";
  const match = /Credential=([^/]+)\/[^,]+, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)/.exec(auth);
  if (!match) return "AccessDenied";
  const [, keyId, signed = "", signature] = match;
  if (keyId !== ACCESS_KEY_ID) return "InvalidAccessKeyId";
  const headers: Record<string, string> = {};
  for (const name of signed.split(";")) if (name !== "host") headers[name] = String(req.headers[name] ?? "");
  const payload = headers["x-amz-content-sha256"];
  if (payload !== "UNSIGNED-PAYLOAD" && payload !== createHash("sha256").update(body).digest("hex"))
    return "XAmzContentSHA256Mismatch";
  const signer = new AwsV4Signer({
    method: req.method,
    url: `${origin}${req.url}`,
    headers,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    region: REGION,
    service: "s3",
    datetime: headers["x-amz-date"],
    allHeaders: true,
  });
  const expected = /Signature=([0-9a-f]+)/.exec((await signer.sign()).headers.get("authorization") ?? "")?.[1];
  return expected === signature ? null : "SignatureDoesNotMatch";
}

/**
 * A real S3-protocol server for tests (s3rver, on disk) behind a front that checks every request's
 * signature and can fail on demand: down (connections refused) or refusing (an S3 error answer).
 * `env` is what the app reads (S3_*); `bucket` reads the same bucket directly.
 */
export async function startS3Server() {
  const s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "bancada-s3-")),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const target = await s3rver.run();
  let mode: Mode = "pass";
  const sockets = new Set<Socket>();
  let origin = "";

  const front: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      if (typeof mode === "object") return s3Error(res, mode.status, mode.refuse);
      const body = Buffer.concat(chunks);
      const refused = await signatureMatches(req, body, origin);
      if (refused) return s3Error(res, 403, refused);
      const upstream = request(
        { host: "127.0.0.1", port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => s3Error(res, 502, "BadGateway"));
      upstream.end(body);
    });
  });
  front.on("connection", (socket: Socket) => {
    if (mode === "down") return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const address = front.address();
  const port = address && typeof address === "object" ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;

  const env = {
    S3_ENDPOINT: origin,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    bucket: openBucket({
      endpoint: origin,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      forcePathStyle: true,
    }),
    /** Unreachable: every connection, open or new, is cut. */
    goDown() {
      mode = "down";
      for (const socket of sockets) socket.destroy();
    },
    /** Reachable, but answering every request with this S3 error. */
    refuse(code = "ServiceUnavailable", status = 503) {
      mode = { refuse: code, status };
    },
    comeBack() {
      mode = "pass";
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
