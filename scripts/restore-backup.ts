// Restores a backup run into an empty database:
//   npm run restore -- <backup run folder>
// The target is the one `npm start` would use (DATA_DIR, or DATABASE_URL): it is migrated first and
// must hold no users or clients yet.
import { openDatabase } from "../src/server/db/client";
import { readEnv } from "../src/server/env";
import { restoreBackup } from "../src/server/modules/backups/restore.service";

const directory = process.argv[2];
if (!directory) {
  console.error("usage: npm run restore -- <backup run folder>");
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const { runId, restored } = await restoreBackup({ db: database.db, directory });
  console.log(`Restored backup ${runId}:`);
  for (const [table, rows] of Object.entries(restored)) console.log(`  ${table.padEnd(26)} ${rows}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
