// Restores a backup run into an empty database:
//   npm run restore -- <backup run folder | s3://<bucket>/backups/<run folder>>
// The target is the one `npm start` would use (DATA_DIR, or DATABASE_URL): it is migrated first and
// must hold no users or clients yet. A target that does not answer within 5 seconds is given up.
// A run in the bucket is read with S3_*; the photos and signatures it lists are checked there, and
// those missing are listed (the restore still loads the data, and exits 3; docs/decisions/053).
import { type Database, openDatabase } from "@server/db/client";
import { type Env, readEnv } from "@server/env";
import { restoreRun } from "@server/modules/backups/restore.service";
import { fileStorage } from "@server/storage/file-storage";
import { describeStartupFailure } from "@server/startup-failure";

const directory = process.argv[2];
if (!directory) {
  console.error("usage: npm run restore -- <backup run folder | s3://<bucket>/backups/<run folder>>");
  process.exit(2);
}

let env: Env | undefined;
let database: Database | undefined;
try {
  env = readEnv();
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
} catch (error) {
  // The same one line start-up gives: the cause, and the variable to change.
  console.error(describeStartupFailure(error, "database", env));
  await database?.close().catch(() => undefined);
  process.exit(1);
}
try {
  const { runId, restored, files } = await restoreRun({
    db: database.db,
    location: directory,
    bucket: fileStorage(env!).bucket,
    workDir: env!.BACKUP_DIR,
  });
  console.log(`Restored backup ${runId}:`);
  for (const [table, rows] of Object.entries(restored)) console.log(`  ${table.padEnd(26)} ${rows}`);
  console.log(`Files in the bucket: ${files.checked} listed, ${files.missing.length} missing or of another size.`);
  for (const file of files.missing)
    console.log(`  MISSING ${file.kind} ${file.key} (${file.problem}), OS ${file.orderNumber}, order ${file.orderId}`);
  if (files.missing.length) process.exitCode = 3;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
