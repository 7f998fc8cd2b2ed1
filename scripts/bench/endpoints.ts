import { containsPattern } from "@server/lib/paging";
import { STOCK_ENDPOINTS } from "./stock-endpoints";

/** What the requests are about, picked from the seeded data once per database. */
export interface BenchFixture {
  /** The full name of the client of the newest order: what staff type to find a customer. */
  clientName: string;
  /** The newest order, opened as its detail screen. */
  orderId: string;
  /** The shop's today (APP_TIMEZONE), for the dashboard's visits of the day. */
  today: string;
  /** The part a scan names (stock-endpoints.ts), found by its barcode and by its SKU. */
  part: { id: string; barcode: string; sku: string };
  /** An order that still takes parts: the scan-to-line round trip adds the part to it. */
  openOrderId: string;
}

export interface RawQuery {
  text: string;
  params: unknown[];
}

/**
 * A read endpoint, and the same result written by hand in SQL: the statements an expert would
 * send for that answer on this schema (its indexes and counts included), run together as the
 * service runs them. Its time is what the database needs at least, so API / (HTTP floor + raw SQL)
 * is what the app adds: session, routing, validation, ORM, round trips, JSON.
 */
export interface Endpoint {
  name: string;
  path(fixture: BenchFixture): string;
  rawSql(fixture: BenchFixture): RawQuery[];
}

const ORDER_COLUMNS = `o.id, o.number, o.client_id, o.user_id, o.brand, o.model, o.device, o.defect, o.status,
  o.payment_condition, o.payment_method, o.warranty_months, o.additional_info, o.serial_number, o.accessories,
  o.accessories_note, o.arrival_condition, o.technician_id, o.expected_on, o.technical_report, o.cancel_reason,
  o.delivered_at, o.picked_up_by, o.created_at, o.updated_at,
  json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'address', c.address, 'mapsLocation', c.maps_location, 'email', c.email, 'cpf', c.cpf) as client,
  (select json_build_object('id', u.id, 'name', u.name) from "user" u where u.id = o.technician_id) as technician,
  (select json_build_object('id', w.id, 'number', w.number) from orders w where w.id = o.warranty_of) as warranty_of,
  coalesce((select json_agg(json_build_object('id', r.id, 'number', r.number) order by r.number)
    from orders r where r.warranty_of = o.id), '[]') as warranty_returns,
  coalesce((select json_agg(json_build_object('id', s.id, 'description', s.description, 'value', s.value, 'discountType', s.discount_type, 'discountValue', s.discount_value) order by s.position, s.created_at)
    from services s where s.order_id = o.id), '[]') as services,
  coalesce((select json_agg(json_build_object('id', a.id, 'date', a.date, 'period', a.period, 'status', a.status) order by a.date, a.period)
    from appointments a where a.order_id = o.id), '[]') as appointments,
  coalesce((select json_agg(json_build_object('id', p.id, 'fileName', p.file_name, 'mimeType', p.mime_type, 'sizeBytes', p.size_bytes) order by p.created_at, p.file_name)
    from order_photos p where p.order_id = o.id), '[]') as photos,
  (select json_build_object('decision', q.decision, 'signerName', q.signer_name, 'reason', q.reason, 'total', q.total::text,
    'channel', q.channel, 'createdAt', q.created_at, 'quoteHash', q.quote_hash)
    from quote_decisions q where q.order_id = o.id order by q.created_at desc limit 1) as last_quote_decision,
  exists(select 1 from delivery_signatures d where d.order_id = o.id) as signed_at_delivery,
  (select m.paid from order_money m where m.order_id = o.id) as paid`;

const ORDER_SEARCH = `(o.brand ilike $1 or o.model ilike $1 or o.device ilike $1
  or o.client_id = any(array(select id from clients where name ilike $1)))`;

const CLIENT_SEARCH = "(name ilike $1 or phone ilike $1 or email ilike $1 or cpf ilike $1)";

// The money's reads on the balances' index the database keeps (order_money, migration 0011).
const OWED = "m.delivered_at is not null and m.total > m.paid";
const AGE = "$1::date - (m.delivered_at at time zone $2)::date";
const SHOP_TIME_ZONE = "America/Sao_Paulo";
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

const query = (text: string, params: unknown[] = []): RawQuery => ({ text, params });

export const SESSION_PATH = "/api/session";

export const ENDPOINTS: Endpoint[] = [
  {
    name: "dashboard counts",
    path: () => "/api/dashboard",
    rawSql: ({ today }) => [
      query("select table_name, status, n from row_counts where table_name in ('orders', 'tickets', 'clients')"),
      query("select count(*)::int as n from appointments where date = $1", [today]),
    ],
  },
  {
    name: "orders page 1",
    path: () => "/api/orders",
    rawSql: () => [
      query(
        `select ${ORDER_COLUMNS} from orders o join clients c on c.id = o.client_id order by o.created_at desc, o.number desc limit 20`,
      ),
      query("select sum(n)::int as n from row_counts where table_name = 'orders'"),
    ],
  },
  {
    name: "orders search by client name",
    path: ({ clientName }) => `/api/orders?search=${encodeURIComponent(clientName)}`,
    rawSql: ({ clientName }) => [
      query(
        `select ${ORDER_COLUMNS} from orders o join clients c on c.id = o.client_id where ${ORDER_SEARCH}
        order by o.created_at desc, o.number desc limit 20`,
        [containsPattern(clientName)],
      ),
      query(`select count(*)::int as n from orders o where ${ORDER_SEARCH}`, [containsPattern(clientName)]),
    ],
  },
  {
    name: "order detail",
    path: ({ orderId }) => `/api/orders/${orderId}`,
    rawSql: ({ orderId }) => [
      query(`select ${ORDER_COLUMNS} from orders o join clients c on c.id = o.client_id where o.id = $1`, [orderId]),
    ],
  },
  {
    name: "tickets page 1",
    path: () => "/api/tickets",
    rawSql: () => [
      query(`select t.id, t.subject, t.description, t.status, t.created_at, c.id as client_id, c.name, c.phone, c.address
        from tickets t join clients c on c.id = t.client_id order by t.created_at desc, t.id desc limit 20`),
      query("select sum(n)::int as n from row_counts where table_name = 'tickets'"),
    ],
  },
  {
    name: "clients search",
    path: ({ clientName }) => `/api/clients?search=${encodeURIComponent(clientName)}`,
    rawSql: ({ clientName }) => [
      query(
        `select id, user_id, name, phone, address, maps_location, email, cpf, created_at from clients where ${CLIENT_SEARCH}
        order by created_at desc, id desc limit 20`,
        [containsPattern(clientName)],
      ),
      query(`select count(*)::int as n from clients where ${CLIENT_SEARCH}`, [containsPattern(clientName)]),
    ],
  },
  {
    name: "receivables page 1",
    path: () => "/api/receivables",
    rawSql: ({ today }) => [
      query(
        `select w.*, o.number, o.brand, o.model, c.name, c.phone, u.name
        from (select m.order_id, m.delivered_at, m.total, m.paid, ${AGE} from order_money m where ${OWED}
          order by m.delivered_at, m.order_id limit 20) w
        join orders o on o.id = w.order_id join clients c on c.id = o.client_id
        left join "user" u on u.id = o.technician_id order by w.delivered_at, w.order_id`,
        [today, SHOP_TIME_ZONE],
      ),
      query(
        `select width_bucket(${AGE}, array[31,61,91]), sum(m.total - m.paid), count(*) from order_money m where ${OWED} group by 1`,
        [today, SHOP_TIME_ZONE],
      ),
    ],
  },
  {
    name: "revenue report, this month by day",
    path: ({ today }) => `/api/revenue?from=${monthStart(today)}&to=${today}`,
    rawSql: ({ today }) => {
      const period = [monthStart(today), today];
      return [
        query(
          `select p.paid_on, p.method, p.kind, p.direction, sum(p.amount) from payments p
          where p.paid_on between $1::date and $2::date group by 1, 2, 3, 4`,
          period,
        ),
        query(
          `select o.technician_id, u.name, count(*), sum((select m.total from order_money m where m.order_id = o.id))
          from orders o left join "user" u on u.id = o.technician_id
          where o.status = 'entregue' and o.delivered_at >= ($1::date::timestamp at time zone $3)
            and o.delivered_at < (($2::date + 1)::timestamp at time zone $3)
          group by 1, 2`,
          [...period, SHOP_TIME_ZONE],
        ),
        query(`select sum(m.total - m.paid) from order_money m where ${OWED}`),
      ];
    },
  },
  ...STOCK_ENDPOINTS,
];

/** The fixture from the data itself, the same way on every engine and size. */
export const FIXTURE_SQL = `select o.id as "orderId", c.name as "clientName" from orders o join clients c on c.id = o.client_id
  order by o.created_at desc, o.number desc limit 1`;
