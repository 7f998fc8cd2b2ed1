// The day's backup of an existing database, measured (docs/performance.md, "Backups with photos"):
//   npm run bench:backup [-- --s3 <folder>]
// The target is the one `npm start` would use (DATABASE_URL or DATA_DIR, S3_* as set), seeded first by
// `npm run seed:scale` (and `npm run seed:photos`). With --s3, a local S3 server (s3rver, on disk in
// <folder>) is started in this process and S3_* point at it, so the backup goes to its bucket. A server
// of its own makes the backup through POST /api/backups; its time, its peak RSS (sampled every 200 ms)
// and the run's size (the files its rows record) are printed.
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import S3rver from "s3rver";
import type { BackupRecord, BackupRunResult } from "@shared/security-types";
import { SCALE_ADMIN, SCALE_PASSWORD } from "../seed-scale/accounts";
import { sendSignedIn, signIn, type Fetcher } from "./http-session";
import { freePort, startServer } from "./server-process";

const { values } = parseArgs({ options: { s3: { type: "string" } } });
const env: Record<string, string | undefined> = { ...process.env, SEED_DEMO: "false" };
let s3: S3rver | undefined;
if (values.s3) {
  mkdirSync(values.s3, { recursive: true });
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: values.s3,
    configureBuckets: [{ name: "bancada-bench", configs: [] }],
  });
  const { port } = await s3.run();
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "bancada-bench",
    S3_REGION: "us-east-1",
    // s3rver's one account: a local benchmark only.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });
}

const loadAtStart = loadavg()[0]!;
const server = await startServer(env, await freePort(3300), "src/server/main.ts");
try {
  const fetcher: Fetcher = (path, init) => fetch(`${server.url}${path}`, init);
  const cookie = await signIn(fetcher, server.url, { email: SCALE_ADMIN.email, password: SCALE_PASSWORD });
  const idleRssMb = server.takePeakRssMb();
  const started = performance.now();
  const response = await sendSignedIn(fetcher, server.url, cookie, "POST", "/api/backups");
  if (!response.ok) throw new Error(`the backup answered ${response.status}: ${await response.text()}`);
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = server.takePeakRssMb();
  const run = (await response.json()) as BackupRunResult;
  const rows = (await (await fetcher("/api/backups", { headers: { cookie } })).json()) as BackupRecord[];
  const files = rows.filter((r) => r.metadata.run_id === run.runId).sort((a, b) => b.sizeBytes - a.sizeBytes);
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  console.log(
    JSON.stringify(
      {
        target: env.S3_BUCKET ? `bucket ${env.S3_ENDPOINT}` : "no bucket",
        seconds: Math.round(seconds * 10) / 10,
        peakRssMb: peakRssMb && Math.round(peakRssMb),
        idleRssMb: idleRssMb && Math.round(idleRssMb),
        sizeMb: mb(files.reduce((sum, f) => sum + f.sizeBytes, 0)),
        largest: files.slice(0, 4).map((f) => `${f.tableName} ${mb(f.sizeBytes)} MB`),
        location: files[0]?.filePath.replace(/[^/]+$/, ""),
        errors: run.errors,
        load: { atStart: loadAtStart, atEnd: loadavg()[0] },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await s3?.close();
}
