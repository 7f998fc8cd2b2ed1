import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "@server/db/client";
import { DataDirInUse, lockDataDir } from "@server/db/data-dir-lock";
import { runFilesMove } from "@server/test/files-move-process";
import { startS3Server } from "@server/test/s3-server";

const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
/** A pid that no process holds any more: a child's, once it has ended. */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

// PGlite lets a second process open a folder another one writes (its postmaster.pid is a placeholder),
// which corrupts it: the app claims the folder itself (docs/decisions/052). Engine-independent.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("one process per embedded database folder", () => {
  const root = mkdtempSync(join(tmpdir(), "bancada-lock-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const folder = (name: string) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };

  it("refuses a folder a live process holds, and takes over one whose process ended or ran before a reboot", () => {
    const held = folder("held");
    // The test runner's parent: alive, and not this process.
    writeFileSync(join(held, "bancada.pid"), `${process.ppid} ${bootId()}`);
    expect(() => lockDataDir(held)).toThrow(DataDirInUse);
    expect(() => lockDataDir(held)).toThrow(`in use by process ${process.ppid}`);

    for (const [name, stale] of [
      ["ended", `${endedPid()} ${bootId()}`],
      ["rebooted", `${process.ppid} another-boot`],
      ["own", `${process.pid} ${bootId()}`],
    ]) {
      const dir = folder(name!);
      writeFileSync(join(dir, "bancada.pid"), stale!);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, "bancada.pid"), "utf8")).toBe(`${process.pid} ${bootId()}`);
      release();
      expect(existsSync(join(dir, "bancada.pid"))).toBe(false);
    }
  });

  it("the database holds its folder until closed", async () => {
    const dir = folder("pglite");
    const database = await openPglite(dir);
    expect(readFileSync(join(dir, "bancada.pid"), "utf8")).toBe(`${process.pid} ${bootId()}`);
    await database.close();
    expect(existsSync(join(dir, "bancada.pid"))).toBe(false);
  });

  it("files:move refuses a folder the server holds, saying to stop it (exit 1)", async () => {
    const s3 = await startS3Server();
    const dataDir = folder("data");
    // This process plays the running server.
    const server = await openPglite(join(dataDir, "pglite"));
    try {
      const { code, stderr } = await runFilesMove(["--to", "s3"], { DATA_DIR: dataDir, ...s3.env });
      expect(code, stderr).toBe(1);
      expect(stderr.trim()).toBe(
        `The embedded database in ${dataDir} is in use by another process (pid ${process.pid}): stop the server first, PGlite is one process per data folder (should no such process run, delete ${join(dataDir, "pglite", "bancada.pid")})`,
      );
    } finally {
      await server.close();
    }
    try {
      // Stopped, the move runs: nothing to move in a new database.
      const { code, stdout } = await runFilesMove(["--to", "s3"], { DATA_DIR: dataDir, ...s3.env });
      expect(code, stdout).toBe(0);
      expect(stdout).toMatch(/^ {2}moved {24}0$/m);
    } finally {
      await s3.stop();
    }
  }, 60_000);
});
