import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { productPage } from "@shared/page-paths";
import type { Product } from "@shared/stock-types";
import { Card } from "@web/components/ui/card";
import { useMediaQuery } from "@web/lib/use-media-query";
import { InactiveBadge, LowStockBadge } from "./low-stock-badge";

interface ProductListProps {
  items: Product[];
  /** The admin's: the cost column (the API gives nobody else a cost to show). */
  showCost: boolean;
}

const partLink = "font-medium text-primary-strong underline underline-offset-4";

/** The catalog's parts: a table where it fits, one card per part on a phone. */
export function ProductList(props: ProductListProps) {
  const wide = useMediaQuery("(min-width: 1024px)");
  return wide ? <ProductTable {...props} /> : <ProductCards {...props} />;
}

function ProductTable({ items, showCost }: ProductListProps) {
  const head = "px-3 py-2 text-left font-medium text-muted-foreground";
  const number = "px-3 py-2 text-right tabular-nums";
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Peças do estoque</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={head}>
              Peça
            </th>
            <th scope="col" className={head}>
              SKU
            </th>
            <th scope="col" className={head}>
              Código de barras
            </th>
            <th scope="col" className={head}>
              Modelos compatíveis
            </th>
            <th scope="col" className={head}>
              Localização
            </th>
            <th scope="col" className={`${head} text-right`}>
              Quantidade
            </th>
            {showCost && (
              <th scope="col" className={`${head} text-right`}>
                Custo
              </th>
            )}
            <th scope="col" className={`${head} text-right`}>
              Preço
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((product) => (
            <tr key={product.id} className="border-b border-border last:border-0">
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={productPage(product.id)} className={partLink}>
                    {product.name}
                  </Link>
                  <InactiveBadge active={product.active} />
                </div>
              </td>
              <td className="px-3 py-2">{product.sku ?? "—"}</td>
              <td className="px-3 py-2 tabular-nums">{product.barcode ?? "—"}</td>
              <td className="max-w-56 px-3 py-2 break-words">{product.fits ?? "—"}</td>
              <td className="px-3 py-2">{product.location ?? "—"}</td>
              <td className={number}>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <LowStockBadge product={product} />
                  <span>{product.quantity}</span>
                </div>
              </td>
              {showCost && <td className={number}>{formatCents(product.costCents ?? 0)}</td>}
              <td className={number}>{formatCents(product.priceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ProductCards({ items, showCost }: ProductListProps) {
  return (
    <ul aria-label="Peças do estoque" className="grid grid-cols-1 gap-3">
      {items.map((product) => {
        const rows = [
          { term: "SKU", value: product.sku },
          { term: "Código de barras", value: product.barcode },
          { term: "Modelos compatíveis", value: product.fits },
          { term: "Localização", value: product.location },
          ...(showCost ? [{ term: "Custo", value: formatCents(product.costCents ?? 0) }] : []),
        ].filter((row) => row.value);
        return (
          <li key={product.id}>
            <Card className="space-y-3 p-4">
              <article aria-label={product.name} className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={productPage(product.id)} className={`${partLink} break-words`}>
                    {product.name}
                  </Link>
                  <span className="text-lg font-semibold">{formatCents(product.priceCents)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span>
                    Quantidade: <strong>{product.quantity}</strong>
                  </span>
                  <LowStockBadge product={product} />
                  <InactiveBadge active={product.active} />
                </div>
                {rows.length > 0 && (
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                    {rows.map((row) => (
                      <div key={row.term} className="contents">
                        <dt className="text-muted-foreground">{row.term}</dt>
                        <dd className="break-words">{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </article>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
