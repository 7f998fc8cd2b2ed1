/**
 * The object storage could not do what was asked: unreachable, too slow, or refusing (a 5xx, a
 * refused key or signature). Answered 503 in pt-BR like a database outage (app.ts); never a 500.
 */
export class StorageUnavailable extends Error {
  constructor(
    message: string,
    /** The S3 error code when the bucket answered (AccessDenied, NoSuchBucket…), else the network's. */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageUnavailable";
  }
}

export const isStorageUnavailable = (error: unknown): error is StorageUnavailable =>
  error instanceof StorageUnavailable;

/** The pt-BR answer to an upload or a read that needed the bucket while it was away. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  "Armazenamento de arquivos indisponível no momento. O restante foi salvo; tente enviar o arquivo novamente em instantes.";
