import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HTML } from "../src/server/signed-in-page";
import { signedInPreload } from "./signed-in-preload-plugin";

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  type: "chunk",
  name,
  fileName: `assets/${name}-x1.js`,
  imports,
  isEntry,
});

function build(groups: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "bancada-preload-"));
  writeFileSync(
    join(dir, "index.html"),
    '<html>\n  <head>\n    <script type="module" src="/assets/index-x1.js"></script>\n  </head>\n</html>\n',
  );
  const bundle = Object.fromEntries(
    [
      chunk("index", [], true),
      chunk("shell", ["assets/basics-x1.js", "assets/index-x1.js"]),
      chunk("basics", ["assets/index-x1.js"]),
      chunk("ui", ["assets/basics-x1.js"]),
      chunk("orders-page", ["assets/ui-x1.js"]),
    ].map((c) => [c.fileName, c]),
  );
  const hook = signedInPreload(groups).writeBundle as (options: { dir: string }, bundle: unknown) => void;
  hook({ dir }, bundle);
  return readFileSync(join(dir, SIGNED_IN_HTML), "utf8");
}

describe("the signed-in page's preloads", () => {
  it("announces the named groups and what they import, once each, never the entry nor a page", () => {
    const html = build(["shell", "ui"]);
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="\/(.+?)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(["assets/shell-x1.js", "assets/basics-x1.js", "assets/ui-x1.js"]);
  });

  it("asks for the session and the consents the page starts with, before the head closes", () => {
    const html = build(["shell"]);
    const fetched = [...html.matchAll(/rel="preload" as="fetch" crossorigin href="(.+?)"/g)].map((m) => m[1]);
    expect(fetched).toEqual(["/api/session", "/api/privacy/consents"]);
    expect(html).toMatch(/href="\/api\/privacy\/consents">\n {2}<\/head>/);
  });

  it("stops the build when a named group is missing", () => {
    expect(() => build(["shell", "menus"])).toThrow(/no chunk named menus/);
  });
});
