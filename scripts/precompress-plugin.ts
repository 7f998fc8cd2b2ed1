import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

// wasm: the camera's barcode reader (docs/decisions/047), about a megabyte that Brotli brings to a third.
const COMPRESSIBLE = /\.(js|css|svg|html|wasm)$/;
// Below this a compressed copy saves less than the headers that announce it.
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the web build, at
 * the highest levels, once; the server sends the copy the browser accepts instead of compressing
 * the file again on every request (docs/decisions/018).
 */
export function precompress(): Plugin {
  return {
    name: "bancada:precompress",
    apply: "build",
    writeBundle({ dir }) {
      if (!dir) return;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}
