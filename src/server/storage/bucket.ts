import { AwsClient } from "aws4fetch";
import { StorageUnavailable } from "./storage-faults";
import { putStreamed } from "./streamed-put";

export interface BucketSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO and most self-hosted servers) instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
}

export interface StoredObject {
  key: string;
  sizeBytes: number;
  lastModified: Date;
}

/** How long one request to the bucket may take before it counts as unreachable. */
const REQUEST_TIMEOUT_MS = 15_000;

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => decodeXml(m[1] ?? ""));
const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** An answer's whole text; cut mid-way (the deadline, the network), the storage's fault like any other. */
const textOf = (response: Response) =>
  response.text().catch((error: unknown) => {
    const code = (error as Error).name;
    throw new StorageUnavailable(`object storage answer cut (${code})`, code, { cause: error });
  });

/**
 * An S3-compatible bucket (AWS S3, R2, B2, MinIO…) over signed fetch requests (SigV4, aws4fetch):
 * the few calls the app makes. Every failure, the network's or the bucket's, is a StorageUnavailable
 * naming the S3 error code; a missing object is null, not an error.
 */
export function openBucket(settings: BucketSettings) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // One retry of a 5xx or a 429 (aws4fetch retries answers, not network errors); past that the caller
    // answers 503 and the user retries.
    retries: 1,
    initRetryMs: 100,
  });
  const base = new URL(settings.endpoint);
  const bucketUrl = settings.forcePathStyle
    ? new URL(`${base.pathname.replace(/\/$/, "")}/${settings.bucket}/`, base)
    : new URL(`${base.protocol}//${settings.bucket}.${base.host}${base.pathname.replace(/\/$/, "")}/`);
  const urlOf = (key: string) => new URL(key.split("/").map(encodeURIComponent).join("/"), bucketUrl);

  /**
   * One signed request. Without a signal of the caller's, it may take 15 s; `streamed`: 15 s to the
   * answer's headers only, then its body flows as fast as its reader takes it (a photo to a phone on a
   * slow network may take longer).
   */
  async function send(
    url: URL,
    init: RequestInit & { headers?: Record<string, string> },
    okMissing = false,
    { signal, streamed = false }: { signal?: AbortSignal; streamed?: boolean } = {},
  ) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException("no answer", "TimeoutError")), REQUEST_TIMEOUT_MS);
    timer.unref();
    let response: Response;
    try {
      response = await client.fetch(url.toString(), { ...init, signal: signal ?? deadline.signal });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new StorageUnavailable(`object storage unreachable (${code})`, code, { cause: error });
    } finally {
      if (streamed) clearTimeout(timer);
    }
    if (okMissing && response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      const code = xmlValues(body, "Code")[0] ?? `HTTP ${response.status}`;
      throw new StorageUnavailable(`object storage refused (${code})`, code);
    }
    return response;
  }

  return {
    settings,
    /**
     * Reachable, the bucket there and the keys accepted: a listing of one key, whose refusal, unlike a
     * HEAD's, names the S3 error (NoSuchBucket, InvalidAccessKeyId, SignatureDoesNotMatch…).
     */
    async check(signal?: AbortSignal): Promise<void> {
      const url = new URL(bucketUrl);
      url.searchParams.set("max-keys", "1");
      await textOf((await send(url, { method: "GET" }, false, { signal }))!);
    },
    async put(key: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
      await send(urlOf(key), { method: "PUT", body, headers: { "Content-Type": contentType } });
    },
    /** A file on disk, streamed with its length (a backup file runs to hundreds of MB; streamed-put.ts). */
    async putFile(key: string, path: string, contentType: string): Promise<void> {
      await putStreamed(urlOf(key), path, contentType, settings);
    },
    /**
     * The object's bytes as a stream with their length; null when no object has that key. The reading
     * waits 15 s at most for the answer to begin, unless the caller brings its own signal (a backup
     * file read for minutes, which it can also stop).
     */
    async get(
      key: string,
      signal?: AbortSignal,
    ): Promise<{ body: ReadableStream<Uint8Array>; sizeBytes: number } | null> {
      const response = await send(urlOf(key), { method: "GET" }, true, { signal, streamed: true });
      if (!response?.body) return null;
      return { body: response.body, sizeBytes: Number(response.headers.get("content-length") ?? 0) };
    },
    /** Whether an object has that key, and its size. */
    async head(key: string): Promise<{ sizeBytes: number } | null> {
      const response = await send(urlOf(key), { method: "HEAD" }, true);
      return response ? { sizeBytes: Number(response.headers.get("content-length") ?? 0) } : null;
    },
    /** Deleting a key that is not there succeeds, as S3 does. */
    async delete(key: string): Promise<void> {
      const response = await send(urlOf(key), { method: "DELETE" }, true);
      await response?.body?.cancel();
    },
    /**
     * One page (at most 1,000) of the objects under a prefix, in key order, after `startAfter`: the
     * first listing (a marker, not V2's continuation token), which every S3-compatible server speaks.
     */
    async list(prefix: string, startAfter?: string): Promise<{ objects: StoredObject[]; more: boolean }> {
      const url = new URL(bucketUrl);
      url.searchParams.set("prefix", prefix);
      if (startAfter) url.searchParams.set("marker", startAfter);
      const xml = await textOf((await send(url, { method: "GET" }))!);
      const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry = ""]) => ({
        key: xmlValues(entry, "Key")[0] ?? "",
        sizeBytes: Number(xmlValues(entry, "Size")[0] ?? 0),
        lastModified: new Date(xmlValues(entry, "LastModified")[0] ?? 0),
      }));
      return { objects, more: xmlValues(xml, "IsTruncated")[0] === "true" };
    },
  };
}

export type Bucket = ReturnType<typeof openBucket>;
