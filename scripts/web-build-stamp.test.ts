// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashWebSources, isWebBuildCurrent, stampBuild } from "./web-build-stamp";

describe("the web build stamp (npm start builds only when needed)", () => {
  let root: string;
  let buildDir: string;
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  /** What `vite build` does: the sources' hash taken at its start, the stamp written at its end. */
  const build = (sourcesHash = hashWebSources(root)) => {
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(join(buildDir, "index.html"), "<!doctype html>");
    stampBuild(buildDir, sourcesHash);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "bancada-stamp-"));
    buildDir = join(root, "dist/web");
    write("src/web/main.tsx", "render(<App />)");
    write("src/web/features/orders/page.tsx", "export const Page = 1;");
    write("src/shared/money.ts", "export const cents = 100;");
    write("vite.config.ts", "export default {}");
    write("package-lock.json", '{"lockfileVersion":3}');
    write("src/server/main.ts", "serve()");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds when there is no build, or a build without a stamp (made before stamps, or cut short)", () => {
    expect(isWebBuildCurrent(root, buildDir)).toBe(false);
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(join(buildDir, "index.html"), "<!doctype html>");
    expect(isWebBuildCurrent(root, buildDir)).toBe(false);
  });

  it("skips the build when nothing changed, even when files were only touched", () => {
    build();
    expect(isWebBuildCurrent(root, buildDir)).toBe(true);
    write("src/web/main.tsx", "render(<App />)");
    expect(isWebBuildCurrent(root, buildDir)).toBe(true);
  });

  it.each([
    ["a web source changes", () => write("src/web/features/orders/page.tsx", "export const Page = 2;")],
    ["a web file is added", () => write("src/web/features/orders/new-page.tsx", "export {}")],
    ["shared code changes", () => write("src/shared/money.ts", "export const cents = 1000;")],
    ["the Vite config changes", () => write("vite.config.ts", "export default { base: '/app/' }")],
    ["a dependency changes", () => write("package-lock.json", '{"lockfileVersion":3,"x":1}')],
  ])("builds again when %s", (_, change) => {
    build();
    change();
    expect(isWebBuildCurrent(root, buildDir)).toBe(false);
  });

  it("ignores server code, which the web build does not contain", () => {
    build();
    write("src/server/main.ts", "serve({ port: 1 })");
    expect(isWebBuildCurrent(root, buildDir)).toBe(true);
  });

  it("builds again when a source was edited while the last build ran", () => {
    const atBuildStart = hashWebSources(root);
    write("src/web/main.tsx", "render(<Other />)");
    build(atBuildStart);
    expect(isWebBuildCurrent(root, buildDir)).toBe(false);
  });

  it("the index.html of the build must be there too", () => {
    build();
    rmSync(join(buildDir, "index.html"));
    expect(isWebBuildCurrent(root, buildDir)).toBe(false);
  });
});
