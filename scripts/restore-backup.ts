// Restores a backup run into an empty database:
//   npm run restore -- <backup run folder>
// The target is the one `npm start` would use (DATA_DIR, or DATABASE_URL): it is migrated first and
// must hold no users or clients yet. A target that does not answer within 5 seconds is given up.
import { type Database, openDatabase } from "@server/db/client";
import { type Env, readEnv } from "@server/env";
import { restoreBackup } from "@server/modules/backups/restore.service";
import { describeStartupFailure } from "@server/startup-failure";

const directory = process.argv[2];
if (!directory) {
  console.error("usage: npm run restore -- <backup run folder>");
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
  const { runId, restored } = await restoreBackup({ db: database.db, directory });
  console.log(`Restored backup ${runId}:`);
  for (const [table, rows] of Object.entries(restored)) console.log(`  ${table.padEnd(26)} ${rows}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
