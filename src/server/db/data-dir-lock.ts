import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * Another process holds the embedded database's folder. PGlite itself does not refuse a second
 * process (its postmaster.pid is a placeholder), and two processes writing one folder corrupt it.
 */
export class DataDirInUse extends Error {
  readonly code = "EDATADIRINUSE";
  constructor(
    /** The lock file, to delete by hand should a process that reused the pid hold it. */
    readonly file: string,
    readonly pid: number,
  ) {
    super(`the embedded database is in use by process ${pid} (${file})`);
    this.name = "DataDirInUse";
  }
}

const LOCK_FILE = "bancada.pid";

/** This boot of the machine (Linux): a pid written before a reboot names some other process now. */
function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims the folder for this process (a file holding its pid and the machine's boot) and answers the
 * release. A file left by a process that ended (killed, crashed, before a reboot) is taken over; so is
 * one naming this process's own pid (a container restarted, its server pid 1 again).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid} ${bootId()}`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const [written = "", boot = ""] = readFileSync(file, "utf8").trim().split(" ");
      const pid = Number(written);
      const held = Number.isInteger(pid) && pid > 0 && pid !== process.pid && boot === bootId() && alive(pid);
      if (held) throw new DataDirInUse(file, pid);
      rmSync(file, { force: true });
    }
  }
}
