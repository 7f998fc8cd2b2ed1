import { spawnSync } from "node:child_process";
import { isWebBuildCurrent } from "./web-build-stamp";

// `npm start`: builds the web app only when dist/web is missing or was built from other sources, then
// runs the server in this same process, so SIGTERM and Ctrl-C reach it directly (docs/decisions/017).
if (!isWebBuildCurrent()) {
  console.log("Building the web app: dist/web is missing or older than its sources.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("@server/main");
