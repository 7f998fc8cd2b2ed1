import { useState } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { orderPage, purchasePage } from "@shared/page-paths";
import { STOCK_MOVE_KIND_LABELS, type StockMove } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { formatDateTime } from "@web/lib/format-time";
import { useMediaQuery } from "@web/lib/use-media-query";
import { MOVES_PAGE_SIZE, useProductMoves } from "@web/features/stock/api/moves";
import { signedUnits } from "@web/features/stock/stock-numbers";
import { Pager } from "./pager";

const link = "font-medium text-primary-strong underline underline-offset-4";

interface MovesProps {
  productId: string;
  /** The admin's: each move's unit cost, and the purchases' pages. */
  showCost: boolean;
}

/** What a move belongs to, linked where the reader may open it, and its reason. */
function Origin({ move, showCost }: { move: StockMove; showCost: boolean }) {
  const origin = move.orderId ? (
    <Link to={orderPage(move.orderId)} className={link}>
      Ver pedido
    </Link>
  ) : move.purchaseId ? (
    showCost ? (
      <Link to={purchasePage(move.purchaseId)} className={link}>
        Ver compra
      </Link>
    ) : (
      "Compra"
    )
  ) : move.saleId ? (
    "Venda no balcão"
  ) : null;
  if (!origin && !move.reason) return <>—</>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {move.reason && <span className="break-words">{move.reason}</span>}
      {origin}
    </span>
  );
}

const costOf = ({ unitCostCents }: StockMove) =>
  unitCostCents === undefined || unitCostCents === null ? "—" : formatCents(unitCostCents);

/** A part's moves, newest first, a page at a time: a table where it fits, cards on a phone. */
export function ProductMoves({ productId, showCost }: MovesProps) {
  const [page, setPage] = useState(1);
  const moves = useProductMoves(productId, page);
  const wide = useMediaQuery("(min-width: 1024px)");

  if (moves.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando movimentos...
      </p>
    );
  if (moves.isError)
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">Erro ao carregar os movimentos</p>
        <Button variant="outline" onClick={() => void moves.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  const { items, total } = moves.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nenhum movimento desta peça ainda</p>;
  return (
    <div className="space-y-4">
      {wide ? <MovesTable items={items} showCost={showCost} /> : <MoveCards items={items} showCost={showCost} />}
      <Pager page={page} total={total} pageSize={MOVES_PAGE_SIZE} onPage={setPage} label="Páginas dos movimentos" />
    </div>
  );
}

function MovesTable({ items, showCost }: { items: StockMove[]; showCost: boolean }) {
  const head = "px-3 py-2 text-left font-medium text-muted-foreground";
  const number = "px-3 py-2 text-right tabular-nums";
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Movimentos da peça, do mais recente ao mais antigo</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={head}>
              Data
            </th>
            <th scope="col" className={head}>
              Tipo
            </th>
            <th scope="col" className={`${head} text-right`}>
              Quantidade
            </th>
            <th scope="col" className={`${head} text-right`}>
              Saldo após
            </th>
            {showCost && (
              <th scope="col" className={`${head} text-right`}>
                Custo unitário
              </th>
            )}
            <th scope="col" className={head}>
              Quem
            </th>
            <th scope="col" className={head}>
              Motivo / origem
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((move) => (
            <tr key={move.id} className="border-b border-border last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(move.createdAt)}</td>
              <td className="px-3 py-2">{STOCK_MOVE_KIND_LABELS[move.kind]}</td>
              <td className={`${number} font-medium`}>{signedUnits(move.delta)}</td>
              <td className={number}>{move.quantityAfter}</td>
              {showCost && <td className={number}>{costOf(move)}</td>}
              <td className="px-3 py-2">{move.createdBy?.name ?? "—"}</td>
              <td className="px-3 py-2">
                <Origin move={move} showCost={showCost} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MoveCards({ items, showCost }: { items: StockMove[]; showCost: boolean }) {
  return (
    <ul aria-label="Movimentos da peça" className="grid grid-cols-1 gap-3">
      {items.map((move) => (
        <li key={move.id}>
          <Card className="space-y-2 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {STOCK_MOVE_KIND_LABELS[move.kind]} {signedUnits(move.delta)}
              </span>
              <span className="text-muted-foreground">{formatDateTime(move.createdAt)}</span>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Saldo após</dt>
              <dd>{move.quantityAfter}</dd>
              {showCost && (
                <>
                  <dt className="text-muted-foreground">Custo unitário</dt>
                  <dd>{costOf(move)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Quem</dt>
              <dd>{move.createdBy?.name ?? "—"}</dd>
              <dt className="text-muted-foreground">Motivo / origem</dt>
              <dd>
                <Origin move={move} showCost={showCost} />
              </dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
