// Adds device photos to the orders of a scale-seeded database, for measuring backups with photos:
//   npm run seed:photos -- --photos 50000 [--kb 30]
// The target is the one `npm start` would use (DATA_DIR, or DATABASE_URL). With S3_* set the bytes go
// to the bucket and the rows keep key and checksum (docs/decisions/051); without, into the rows (bytea).
// Each photo is a real JPEG of exactly --kb KB (scripts/seed-scale/padded-jpeg.ts), one per order, on
// the orders spread over the whole history.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "@server/db/client";
import { orderPhotos } from "@server/db/schema/order-files";
import { orders } from "@server/db/schema/shop";
import { readEnv } from "@server/env";
import { fileStorage } from "@server/storage/file-storage";
import { keepFile } from "@server/storage/files";
import { paddedJpeg } from "./seed-scale/padded-jpeg";
import { progressBar } from "./seed-scale/progress-bar";

const { values } = parseArgs({ options: { photos: { type: "string" }, kb: { type: "string", default: "30" } } });
const count = Number(values.photos);
const sizeBytes = Number(values.kb) * 1000;
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(sizeBytes) || sizeBytes < 1000) {
  console.error("usage: npm run seed:photos -- --photos <N> [--kb <size of each, in KB>]");
  process.exit(2);
}
/** Rows per insert (3 MB of bytea at 30 KB), and uploads in flight at once. */
const BATCH = 100;
const UPLOADS_IN_FLIGHT = 8;

const env = readEnv();
const storage = fileStorage(env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  // Spread over the history: the orders in the order of a hash of their id.
  const targets = await database.db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(sql`md5(${orders.id}::text)`)
    .limit(count);
  if (targets.length < count) throw new Error(`The database has ${targets.length} orders, fewer than ${count}.`);
  const started = performance.now();
  const bar = progressBar(storage.bucket ? "photos, to the bucket" : "photos, into the rows", count);
  for (let first = 0; first < count; first += BATCH) {
    const batch = targets.slice(first, first + BATCH);
    const rows = [];
    for (let i = 0; i < batch.length; i += UPLOADS_IN_FLIGHT) {
      const kept = await Promise.all(
        batch.slice(i, i + UPLOADS_IN_FLIGHT).map(async (order) => ({
          order,
          file: await keepFile(storage, "photos", paddedJpeg(sizeBytes), "image/jpeg"),
        })),
      );
      rows.push(
        ...kept.map(({ order, file }) => ({
          orderId: order.id,
          fileName: "aparelho.jpg",
          mimeType: "image/jpeg",
          ...file,
          createdAt: order.createdAt,
        })),
      );
    }
    await database.db.insert(orderPhotos).values(rows);
    bar.update(first + batch.length);
  }
  bar.finish();
  console.log(
    `Added ${count} photos of ${sizeBytes} bytes (${storage.bucket ? `bucket ${env.S3_BUCKET}` : "bytea"}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
