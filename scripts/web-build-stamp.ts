import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WEB_BUILD_DIR = join(PROJECT_ROOT, "dist/web");

/** Everything the web build is made from: the web app, the code it shares, its build settings and the exact dependencies. */
const WEB_BUILD_INPUTS = [
  "src/web",
  "src/shared",
  "vite.config.ts",
  "scripts/web-chunks.ts",
  "scripts/precompress-plugin.ts",
  "scripts/signed-in-preload-plugin.ts",
  "tsconfig.json",
  "package-lock.json",
];
/** Written into the build folder, which every build empties first: a build always carries its own stamp or none. */
const STAMP_FILE = ".build-stamp";

function filesUnder(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The SHA-256 of the web build's inputs: each file's path and content, in a fixed order. */
export function hashWebSources(root = PROJECT_ROOT): string {
  const hash = createHash("sha256");
  const files = WEB_BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input))).map((file) => relative(root, file));
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Records which sources a finished build was made from. */
export function stampBuild(buildDir: string, sourcesHash: string): void {
  writeFileSync(join(buildDir, STAMP_FILE), sourcesHash);
}

/** Whether the build folder holds a complete build of the sources as they are now. */
export function isWebBuildCurrent(root = PROJECT_ROOT, buildDir = WEB_BUILD_DIR): boolean {
  const stampPath = join(buildDir, STAMP_FILE);
  if (!existsSync(join(buildDir, "index.html")) || !existsSync(stampPath)) return false;
  return readFileSync(stampPath, "utf8") === hashWebSources(root);
}

/**
 * Vite plugin: stamps every finished build with the hash of the sources it started from. Taken at
 * the start, so a file edited while the build runs leaves a stamp that no longer matches, and the
 * next start builds again.
 */
export function webBuildStamp(root = PROJECT_ROOT): Plugin {
  let sourcesHash = "";
  return {
    name: "bancada:web-build-stamp",
    apply: "build",
    buildStart() {
      sourcesHash = hashWebSources(root);
    },
    writeBundle(output) {
      if (output.dir) stampBuild(output.dir, sourcesHash);
    },
  };
}
