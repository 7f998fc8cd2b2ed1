import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { SIGNED_IN_HTML } from "../src/server/signed-in-page.ts";

/**
 * What every signed-in page asks first (src/web/app/start-queries.ts): asked by the page itself, the
 * answers are on their way while the entry downloads, and the app's own requests take them.
 */
const SIGNED_IN_READS = ["/api/session", "/api/privacy/consents"];

interface ChunkInfo {
  type: "chunk" | "asset";
  name: string;
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Writes `index.signed-in.html`: index.html with `<link rel="modulepreload">` for the named chunk
 * groups (the signed-in layout and the components every page is made of) and what they import. Left
 * to the entry, a signed-in page asks for them only once React, the router and the entry's code have
 * arrived and run; announced in the page, they download beside the entry (docs/decisions/018).
 * The login screen keeps the plain index.html and loads none of them.
 */
export function signedInPreload(groups: readonly string[]): Plugin {
  return {
    name: "bancada:signed-in-preload",
    apply: "build",
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      const chunks = Object.values(bundle as Record<string, ChunkInfo>).filter((file) => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const inEntry = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const wanted = new Set<string>();
      const add = (fileName: string) => {
        if (inEntry.has(fileName) || wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
      };
      for (const group of groups) {
        const chunk = chunks.find((c) => c.name === group);
        if (!chunk) throw new Error(`signed-in preload: the build has no chunk named ${group}`);
        add(chunk.fileName);
      }
      const links = [
        ...[...wanted].map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">`),
        ...SIGNED_IN_READS.map((path) => `    <link rel="preload" as="fetch" crossorigin href="${path}">`),
      ].join("\n");
      const html = readFileSync(join(dir, "index.html"), "utf8");
      const head = /\n(\s*)<\/head>/;
      if (!head.test(html)) throw new Error("signed-in preload: index.html has no </head>");
      writeFileSync(
        join(dir, SIGNED_IN_HTML),
        html.replace(head, (_, indent: string) => `\n${links}\n${indent}</head>`),
      );
    },
  };
}
