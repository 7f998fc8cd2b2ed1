import { useState } from "react";
import { ArrowLeft, PackageCheck, PackageX, Pencil, SlidersHorizontal } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import { PAGE } from "@shared/page-paths";
import { can } from "@shared/permissions";
import type { Product } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FactGrid } from "@web/components/ui/detail-list";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { isNotFound } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { formatDay } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useProduct, useSetProductActive } from "./api/products";
import { AdjustStockDialog } from "./components/adjust-stock-dialog";
import { InactiveBadge, LowStockBadge } from "./components/low-stock-badge";
import { ProductDialog } from "./components/product-dialog";
import { ProductMoves } from "./components/product-moves";

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

/** /estoque/:id: a part's facts and its moves; the admin edits it, counts it and makes it (in)active. */
export function ProductPage() {
  const { id = "" } = useParams();
  const product = useProduct(id);

  if (product.isPending) return <LoadingScreen />;
  if (product.isError) {
    if (!isNotFound(product.error)) throw product.error;
    return (
      <Card className="mx-auto mt-8 max-w-md p-8 text-center">
        <h1 className="text-xl font-bold">Peça não encontrada</h1>
        <Link to={PAGE.stock} className={`${backLink} mt-6`}>
          Voltar ao estoque
        </Link>
      </Card>
    );
  }
  return <ProductDetails product={product.data} />;
}

function ProductDetails({ product }: { product: Product }) {
  const role = useCurrentUser().role;
  const manages = can(role, "stock.manage");
  const seesCosts = can(role, "stock.costs");
  const [editing, setEditing] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const setActive = useSetProductActive();

  function changeActive(active: boolean) {
    setActive.mutate(
      { id: product.id, active },
      {
        onSuccess: () => {
          toast.success(active ? "Peça reativada" : "Peça desativada");
          setDeactivating(false);
        },
        onError: (error) => notifyError(active ? "Erro ao reativar a peça" : "Erro ao desativar a peça", error),
      },
    );
  }

  const facts = [
    { term: "SKU", value: product.sku },
    { term: "Código de barras", value: product.barcode },
    { term: "Modelos compatíveis", value: product.fits },
    { term: "Localização", value: product.location },
    { term: "Estoque mínimo", value: String(product.minimum) },
    { term: "Preço de venda", value: formatCents(product.priceCents) },
    ...(seesCosts ? [{ term: "Custo médio", value: formatCents(product.costCents ?? 0) }] : []),
    { term: "Cadastrada em", value: formatDay(product.createdAt) },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.stock} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <PageHeading>{product.name}</PageHeading>
          <InactiveBadge active={product.active} />
        </div>
        {manages && (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Editar
            </Button>
            <Button variant="outline" onClick={() => setAdjusting(true)}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Ajustar estoque
            </Button>
            {product.active ? (
              <Button variant="outline" className="text-destructive" onClick={() => setDeactivating(true)}>
                <PackageX aria-hidden="true" className="size-4" />
                Desativar
              </Button>
            ) : (
              <Button variant="outline" disabled={setActive.isPending} onClick={() => changeActive(true)}>
                <PackageCheck aria-hidden="true" className="size-4" />
                Reativar
              </Button>
            )}
          </div>
        )}
      </div>

      <RegionCard id="product-data" title="Dados da peça">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            <span className="text-3xl font-bold text-foreground tabular-nums">{product.quantity}</span>{" "}
            {product.quantity === 1 ? "unidade em estoque" : "unidades em estoque"}
          </p>
          <LowStockBadge product={product} />
        </div>
        <FactGrid rows={facts} />
      </RegionCard>

      <RegionCard id="product-moves" title="Movimentos">
        <ProductMoves productId={product.id} showCost={seesCosts} />
      </RegionCard>

      {editing && <ProductDialog product={product} onClose={() => setEditing(false)} />}
      {adjusting && <AdjustStockDialog product={product} onClose={() => setAdjusting(false)} />}
      <ConfirmDialog
        open={deactivating}
        onOpenChange={setDeactivating}
        title="Desativar peça"
        message={`Desativar ${product.name}? Ela deixa de aparecer na busca do estoque, mas continua nos pedidos e movimentos que a usaram.`}
        confirmLabel="Desativar"
        pending={setActive.isPending}
        onConfirm={() => changeActive(false)}
      />
    </div>
  );
}
