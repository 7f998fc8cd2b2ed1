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

/**
 * The name to prepare a filtered query with: none. pg then sends it as an unnamed statement, planned
 * for each call's values (a search pattern may match three rows or thirty thousand, and one generic
 * plan cannot suit both), while the SQL text is still built only once.
 */
export const UNNAMED = "";

/**
 * Queries whose shape depends on which filters a request has (a search, a status, a customer's own
 * records): each shape is built once per database handle, with its values as placeholders, and
 * prepared `UNNAMED`. A list's shapes are a handful (a bit per filter), so they are all kept.
 */
export function preparedShapes<Q>(build: (db: Db, shape: number) => Q): (db: Db, shape: number) => Q {
  const built = new WeakMap<Db, Map<number, Q>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (query === undefined) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
