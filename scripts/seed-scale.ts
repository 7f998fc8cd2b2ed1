// Fills an empty database with a shop of N orders and its stock (parts, purchases, moves; see
// seed-scale/seed-stock.ts for the proportions), for benchmarks and for trying the screens at scale:
//   npm run seed:scale -- --orders 100000 [--seed 1]
// The target is the one `npm start` would use (DATA_DIR, or DATABASE_URL), migrated first.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createAuth } from "@server/auth";
import { openDatabase } from "@server/db/client";
import { isEmpty } from "@server/db/seed";
import { readEnv } from "@server/env";
import { clientRecordAtSignUp } from "@server/modules/clients/customer-client.queries";
import { resolveAuthSecret } from "@server/secret";
import { trustedOrigins } from "@server/trusted-origins";
import { createScaleAccounts, SCALE_ACCOUNTS, SCALE_PASSWORD } from "./seed-scale/accounts";
import { progressBar } from "./seed-scale/progress-bar";
import { createRandom } from "./seed-scale/random";
import { seedShop, shopSize } from "./seed-scale/seed-shop";
import { seedStock, stockSize } from "./seed-scale/seed-stock";

const { values } = parseArgs({ options: { orders: { type: "string" }, seed: { type: "string", default: "1" } } });
const orderCount = Number(values.orders);
const seed = Number(values.seed);
if (!Number.isInteger(orderCount) || orderCount < 1 || !Number.isInteger(seed)) {
  console.error("usage: npm run seed:scale -- --orders <N> [--seed <integer>]");
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  if (!(await isEmpty(database.db)))
    throw new Error("The database already has users: the scale seed fills an empty one only.");
  const started = performance.now();
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(env),
    baseURL: env.APP_URL,
    trustedOrigins: trustedOrigins(env),
    sessionDays: 1,
    onCustomerCreated: (customer) => clientRecordAtSignUp(database.db, { ...customer, confirmEmails: false }),
  });
  const { staffIds, customers } = await createScaleAccounts(database.db, auth);

  const size = shopSize(orderCount);
  const stock = stockSize(orderCount);
  const random = createRandom(seed);
  const now = new Date();
  const bar = progressBar("clients, orders, tickets", size.clients + size.orders + size.tickets);
  const shop = await seedShop({
    db: database.db,
    random,
    now,
    orders: orderCount,
    staffIds,
    customers,
    onProgress: bar.update,
  });
  bar.finish();
  // The same stream, after the shop: the shop's records are what they were before the stock existed.
  const stockBar = progressBar("parts, stock moves", stock.products + stock.moves);
  await seedStock({
    db: database.db,
    random,
    now,
    orders: shop.orders,
    staffIds,
    onProgress: stockBar.update,
  });
  stockBar.finish();
  // PGlite has no autovacuum: without this the planner would guess at every table. On a server it
  // would come minutes later; now, so the first requests already get the plans they will keep.
  await database.db.execute(sql`vacuum analyze`);

  console.log(
    `Seeded ${size.orders} orders, ${size.clients} clients, ${size.tickets} tickets, ${stock.products} parts, ${stock.moves} stock moves in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Accounts (password ${SCALE_PASSWORD}): ${SCALE_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(", ")}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
