import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/precompress-plugin.ts";
import { webBuildStamp } from "./scripts/web-build-stamp.ts";
import { signedInPreload } from "./scripts/signed-in-preload-plugin.ts";
import { signedInChunks, webChunkGroups } from "./scripts/web-chunks.ts";

/** The import aliases of tsconfig.json ("@shared/…", "@server/…", "@web/…"), for Vite and Vitest. */
export const aliases = Object.fromEntries(
  ["shared", "server", "web"].map((area) => [`@${area}`, fileURLToPath(new URL(`./src/${area}`, import.meta.url))]),
);

// The web app is built into dist/web and served by the Hono server on one port.
// `npm run dev:web` proxies /api to a server started with `npm run dev:server`.
// The build stamp lets `npm start` skip building when nothing changed (scripts/start.ts).
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  resolve: { alias: aliases },
  // signedInPreload writes a page that precompress then compresses.
  plugins: [react(), tailwindcss(), signedInPreload(signedInChunks), precompress(), webBuildStamp()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: webChunkGroups } } },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
