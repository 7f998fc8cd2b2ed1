import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  pglite: string;
  postgres?: string;
  /** The 1-minute load average when the run began: other work on the machine skews every figure. */
  loadAtStart: number;
}

function pgliteVersion(): string {
  const manifest = JSON.parse(
    readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
  ) as { version: string };
  return manifest.version;
}

export function describeMachine(postgres?: string): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: cpus().length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    pglite: pgliteVersion(),
    postgres,
    loadAtStart: Number(loadavg()[0]!.toFixed(2)),
  };
}
