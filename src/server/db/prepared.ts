import type { Db } from "./client";

/**
 * A query built once per database handle and named, for the reads every screen opens with. Drizzle
 * otherwise builds the SQL again on each call (about 0.15 ms of CPU, more than these small queries
 * cost the database), and a named statement is parsed once per connection (docs/decisions/016).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
