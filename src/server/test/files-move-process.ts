import { spawn } from "node:child_process";

/** `npm run files:move -- …` as an operator runs it (scripts/files-move.ts), to its exit, with what it wrote. */
export function runFilesMove(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/files-move.ts", ...args], {
    // Nothing of the test runner's settings that would point it elsewhere.
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': only then has everything it wrote been read.
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
