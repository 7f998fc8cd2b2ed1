import { containsPattern } from "@server/lib/paging";
import type { BenchFixture, Endpoint, RawQuery } from "./endpoints";

// The catalog's reads (issue 25), beside the other lists: the same floors and targets.

/** What staff type to find a part: a word of its name, and a model it fits; the same at every size. */
export const NAME_WORD = "bateria";
export const MODEL = "Moto G8";

const PRODUCT_COLUMNS = `id, name, sku, barcode, fits, location, cost, price, quantity, minimum, active, created_at, updated_at`;
const MATCHES = "(name ilike $1 or sku ilike $1 or barcode ilike $1 or fits ilike $1)";

const query = (text: string, params: unknown[] = []): RawQuery => ({ text, params });

/** The catalog searched as the service searches it: active parts, an exact code first, then by name. */
function searchSql(search: string, pageSize = 20): RawQuery[] {
  const pattern = containsPattern(search);
  return [
    query(
      `select ${PRODUCT_COLUMNS} from products where active and ${MATCHES}
      order by coalesce(lower(sku) = lower($2) or barcode = $2, false) desc, name, id limit ${pageSize}`,
      [pattern, search],
    ),
    query(`select count(*)::int as n from products where active and ${MATCHES}`, [pattern]),
  ];
}

const searchPath = (search: string) => `/api/products?search=${encodeURIComponent(search)}`;

export const STOCK_ENDPOINTS: Endpoint[] = [
  {
    name: "catalog page 1",
    path: () => "/api/products",
    rawSql: () => [
      query(`select ${PRODUCT_COLUMNS} from products where active order by created_at desc, id desc limit 20`),
      query("select count(*)::int as n from products where active"),
    ],
  },
  { name: "catalog search by a name word", path: () => searchPath(NAME_WORD), rawSql: () => searchSql(NAME_WORD) },
  { name: "catalog search by a model", path: () => searchPath(MODEL), rawSql: () => searchSql(MODEL) },
  {
    name: "catalog search by barcode",
    path: ({ part }) => searchPath(part.barcode),
    rawSql: ({ part }) => searchSql(part.barcode),
  },
  {
    name: "catalog search by SKU",
    path: ({ part }) => searchPath(part.sku),
    rawSql: ({ part }) => searchSql(part.sku),
  },
];

/**
 * The part a scan names (an active one with an EAN-13 and the most units on hand, so repeated takes
 * never run out) and the newest order that still takes parts (not delivered or cancelled).
 */
export const STOCK_FIXTURE_SQL = `select
  (select json_build_object('id', id, 'barcode', barcode, 'sku', sku) from products
    where active and barcode ~ '^[0-9]{13}$' and sku is not null order by quantity desc, id limit 1) as part,
  (select id from orders where status not in ('entregue', 'cancelado') order by created_at desc, number desc limit 1)
    as "openOrderId"`;

/** What a USB scan + Enter asks (src/web/features/stock/api/products.ts findProducts): eight active matches. */
export const scanSearchPath = (fixture: BenchFixture) =>
  `/api/products?search=${encodeURIComponent(fixture.part.barcode)}&status=ativos&page=1&pageSize=8`;
