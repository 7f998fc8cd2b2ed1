import type { BulkMove } from "@server/modules/stock/bulk-ledger";
import type { Random } from "./random";
import type { ShopProduct } from "./stock-generators";

/** An order as the stock's history needs it: the seeded orders, oldest first. */
export interface ShopOrderRef {
  id: string;
  createdAt: Date;
}

interface PurchaseDraft {
  supplierId: string;
  purchasedOn: string;
  invoiceNumber: string;
  createdBy: string;
  createdAt: Date;
  items: { productId: string; quantity: number; unitCostCents: number }[];
}

/** What one step of the shop's life moved: a purchase's entradas, or one saída, devolução or ajuste. */
export interface HistoryStep {
  moves: BulkMove[];
  purchase?: PurchaseDraft;
}

const ADJUSTMENT_LOSSES = ["Peça danificada na instalação", "Contagem de inventário", "Perda"] as const;
/** Recent saídas a devolução may undo: a part taken for an order and brought back unused. */
const RECENT_TAKES = 500;

/**
 * The stock's life as a stream of steps in time order (the seed asks for the next one at each moment),
 * with every part's quantity kept here so no move takes more than the shelf holds: the bulk writer
 * would refuse it. Orders take parts (most of the moves); a purchase restocks, first, the parts at or
 * under their minimum, up to about twice it; a few parts come back from orders, and counts adjust a
 * few. Popular parts (the earlier in the catalog, the more often) move the most.
 */
export class StockHistory {
  private readonly quantity: Int32Array;
  /** Active parts registered by now, and the ones of them at or under their minimum. */
  private readonly active: number[] = [];
  private readonly low: number[] = [];
  private readonly lowAt: Int32Array;
  private registered = 0;
  private readonly recent: { product: number; orderId: string }[] = [];
  private invoice = 0;

  constructor(
    private readonly options: {
      random: Random;
      catalog: ShopProduct[];
      /** Each part's registration, as a fraction of the span (ascending). */
      registeredAt: number[];
      orders: ShopOrderRef[];
      supplierIds: string[];
      /** The admin first: purchases and counts are theirs. */
      staffIds: string[];
      dateAt: (fraction: number) => Date;
    },
  ) {
    this.quantity = new Int32Array(options.catalog.length);
    this.lowAt = new Int32Array(options.catalog.length).fill(-1);
  }

  /** The step at `fraction` of the span, at most `left` moves long. */
  next(fraction: number, left: number): HistoryStep {
    this.register(fraction);
    const createdAt = this.options.dateAt(fraction);
    const roll = this.options.random.next();
    if (roll >= 0.045) {
      const step =
        roll < 0.915
          ? this.take(fraction, createdAt)
          : roll < 0.96
            ? (this.giveBack(createdAt) ?? this.take(fraction, createdAt))
            : this.adjust(createdAt);
      if (step) return step;
    }
    return this.purchase(createdAt, left);
  }

  private register(fraction: number) {
    const { catalog, registeredAt } = this.options;
    while (
      this.registered < catalog.length &&
      (registeredAt[this.registered]! <= fraction || this.active.length === 0)
    ) {
      const index = this.registered++;
      if (!catalog[index]!.active) continue;
      this.active.push(index);
      this.updateLow(index);
    }
  }

  private popular(): number {
    return this.active[Math.floor(this.active.length * this.options.random.next() ** 1.6)]!;
  }

  private updateLow(index: number) {
    const isLow = this.quantity[index]! <= this.options.catalog[index]!.minimum;
    const at = this.lowAt[index]!;
    if (isLow && at < 0) {
      this.lowAt[index] = this.low.length;
      this.low.push(index);
    } else if (!isLow && at >= 0) {
      const last = this.low.pop()!;
      if (last !== index) {
        this.low[at] = last;
        this.lowAt[last] = at;
      }
      this.lowAt[index] = -1;
    }
  }

  private move(index: number, delta: number, fields: Omit<BulkMove, "productId" | "delta">): BulkMove {
    this.quantity[index] = this.quantity[index]! + delta;
    this.updateLow(index);
    return { productId: this.options.catalog[index]!.id, delta, ...fields };
  }

  private orderAt(fraction: number): string {
    const { orders, random } = this.options;
    const window = Math.max(1, Math.ceil(orders.length * 0.003));
    const newest = Math.min(orders.length - 1, Math.floor(fraction * orders.length));
    return orders[Math.max(0, newest - random.int(0, window))]!.id;
  }

  private take(fraction: number, createdAt: Date): HistoryStep | null {
    const { random, staffIds } = this.options;
    const units = random.chance(0.85) ? 1 : random.int(2, 3);
    for (let attempt = 0; attempt < 6; attempt++) {
      const index = this.popular();
      if (this.quantity[index]! < units) continue;
      const orderId = this.orderAt(fraction);
      if (this.recent.length === RECENT_TAKES)
        this.recent[random.int(0, RECENT_TAKES - 1)] = { product: index, orderId };
      else this.recent.push({ product: index, orderId });
      return {
        moves: [this.move(index, -units, { kind: "saida", orderId, userId: random.pick(staffIds), createdAt })],
      };
    }
    return null;
  }

  private giveBack(createdAt: Date): HistoryStep | null {
    const { random, staffIds } = this.options;
    if (this.recent.length === 0) return null;
    const at = random.int(0, this.recent.length - 1);
    const { product, orderId } = this.recent[at]!;
    this.recent[at] = this.recent[this.recent.length - 1]!;
    this.recent.pop();
    return {
      moves: [this.move(product, 1, { kind: "devolucao", orderId, userId: random.pick(staffIds), createdAt })],
    };
  }

  private adjust(createdAt: Date): HistoryStep {
    const { random, staffIds } = this.options;
    const index = this.popular();
    const loss = this.quantity[index]! > 0 && random.chance(0.7);
    const reason = loss ? random.pick(ADJUSTMENT_LOSSES) : "Contagem de inventário: sobra";
    return { moves: [this.move(index, loss ? -1 : 1, { kind: "ajuste", reason, userId: staffIds[0]!, createdAt })] };
  }

  /** A supplier's invoice of 5–25 lines, the parts that ran low first. */
  private purchase(createdAt: Date, left: number): HistoryStep {
    const { random, catalog, supplierIds, staffIds } = this.options;
    const lines = Math.min(left, random.int(5, 25));
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < lines && attempt < lines * 3; attempt++)
      chosen.add(this.low.length > 0 && random.chance(0.9) ? random.pick(this.low) : this.popular());
    const items = [...chosen].map((index) => {
      const part = catalog[index]!;
      const target = Math.max(2, part.minimum * 2) + random.int(0, 3);
      const quantity = Math.max(1, target - this.quantity[index]!);
      // A supplier's price moves within 10 % of the list.
      const unitCostCents = Math.round(part.listCostCents * (0.9 + random.next() * 0.2));
      return { index, productId: part.id, quantity, unitCostCents };
    });
    const userId = staffIds[0]!;
    return {
      moves: items.map((item) =>
        this.move(item.index, item.quantity, {
          kind: "entrada",
          unitCostCents: item.unitCostCents,
          userId,
          createdAt,
        }),
      ),
      purchase: {
        supplierId: random.pick(supplierIds),
        purchasedOn: createdAt.toISOString().slice(0, 10),
        invoiceNumber: `NF ${String(++this.invoice).padStart(6, "0")}`,
        createdBy: userId,
        createdAt,
        items: items.map(({ productId, quantity, unitCostCents }) => ({ productId, quantity, unitCostCents })),
      },
    };
  }
}
