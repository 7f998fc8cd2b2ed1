import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { pipeline } from "node:stream/promises";
import { AwsV4Signer } from "aws4fetch";
import { StorageUnavailable } from "./storage-faults";

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** How long an upload may take: the usual 15 s plus a floor of 1 MB/s for its size. */
const timeoutFor = (size: number) => 15_000 + Math.ceil(size / 1000);

const errorCode = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1];

/**
 * PUTs a file to the bucket streamed from disk with its Content-Length, signed with SigV4 and an
 * unsigned payload (`x-amz-content-sha256: UNSIGNED-PAYLOAD`: signing the payload would mean reading
 * the file twice; a backup's manifest holds its SHA-256). Over node:http, not fetch: Node 20's fetch
 * reads a request body stream as fast as it can, whatever the socket takes, and a 300 MB file went
 * into memory (a peak of 385 MB, against 114 MB this way). Not retried: the caller's run is.
 */
export async function putStreamed(url: URL, path: string, contentType: string, credentials: Credentials) {
  const { size } = await stat(path);
  const signer = new AwsV4Signer({
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: "s3",
    url: url.toString(),
    method: "PUT",
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(size),
      "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD",
    },
  });
  const headers = Object.fromEntries((await signer.sign()).headers);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const unreachable = (error: unknown) => {
    const code = (error as { code?: string }).code ?? (error as Error).name;
    return new StorageUnavailable(`object storage unreachable (${code})`, code, { cause: error });
  };
  await new Promise<void>((resolve, reject) => {
    const request = send(url, { method: "PUT", headers, signal: AbortSignal.timeout(timeoutFor(size)) });
    request.on("response", (response: IncomingMessage) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk.slice(0, 4096)));
      response.on("error", (error) => reject(unreachable(error)));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve();
        const code = errorCode(body) ?? `HTTP ${status}`;
        reject(new StorageUnavailable(`object storage refused (${code})`, code));
      });
    });
    // The answer comes on the request's "response"; a failure to send is the request's error.
    pipeline(createReadStream(path), request).catch((error: unknown) => reject(unreachable(error)));
  });
}
