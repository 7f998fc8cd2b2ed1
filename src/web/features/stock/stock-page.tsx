import { useState } from "react";
import { Download, FileUp, Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PAGE, productPage } from "@shared/page-paths";
import { can } from "@shared/permissions";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageHeader } from "@web/components/ui/page-header";
import { useCurrentUser } from "@web/lib/current-user";
import { countOf } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { PRODUCTS_CSV_URL } from "./api/product-import";
import { findProducts, PRODUCTS_PAGE_SIZE, useProducts } from "./api/products";
import { CatalogSearch } from "./components/catalog-search";
import { ImportProductsDialog } from "./components/import-products-dialog";
import { Pager } from "./components/pager";
import { ProductDialog } from "./components/product-dialog";
import { ProductList } from "./components/product-list";
import { isExactCode } from "./stock-numbers";

/**
 * /estoque: the catalog of parts (docs/decisions/043, 044). Staff search it by name, SKU, barcode or a
 * model it fits, see quantities and prices and export it as CSV; the admin also sees costs and registers
 * parts, one by one or from a spreadsheet (docs/decisions/046). A scan (a USB reader types the code and
 * Enter) opens the part it names.
 */
export function StockPage() {
  const role = useCurrentUser().role;
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const typed = useDebouncedValue(text.trim());
  // Enter sends the search at once, without waiting for the typing to pause.
  const [entered, setEntered] = useState<string | null>(null);
  const search = entered ?? typed;
  const [showInactive, setShowInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [lastFilters, setLastFilters] = useState({ search, showInactive });
  if (lastFilters.search !== search || lastFilters.showInactive !== showInactive) {
    setLastFilters({ search, showInactive });
    setPage(1);
  }
  const products = useProducts(search, showInactive ? "todos" : "ativos", page);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const manages = can(role, "stock.manage");
  const seesCosts = can(role, "stock.costs");

  function change(next: string) {
    setText(next);
    setEntered(null);
  }

  async function enter(code: string) {
    const trimmed = code.trim();
    setEntered(trimmed);
    if (!trimmed) return;
    try {
      const found = await findProducts(trimmed);
      const part = found.items.find((item) => isExactCode(item, trimmed));
      if (part) void navigate(productPage(part.id));
    } catch (error) {
      notifyError("Erro ao buscar a peça", error);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Estoque"
        description="Peças e acessórios da assistência, com quantidades e preços"
        action={
          <div className="flex flex-wrap items-center gap-3">
            <Link to={PAGE.toBuy} className="text-sm font-medium underline underline-offset-4">
              O que comprar
            </Link>
            {/* A GET with the session cookie: the browser saves the file the server names. */}
            <a
              href={PRODUCTS_CSV_URL}
              download
              className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium text-foreground hover:bg-accent"
            >
              <Download aria-hidden="true" className="size-4" />
              Exportar CSV
            </a>
            {manages && (
              <>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <FileUp aria-hidden="true" className="size-4" />
                  Importar CSV
                </Button>
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  Nova peça
                </Button>
              </>
            )}
          </div>
        }
      />
      <CatalogSearch
        value={text}
        onChange={change}
        onEnter={(code) => void enter(code)}
        showInactive={showInactive}
        onShowInactiveChange={setShowInactive}
      />
      {products.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando peças...
        </p>
      ) : products.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar o estoque</p>
          <Button variant="outline" className="mt-4" onClick={() => void products.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : products.data.items.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            {search ? "Nenhuma peça encontrada para a busca" : "Nenhuma peça cadastrada ainda"}
          </p>
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(products.data.total, "peça", "peças")}
          </p>
          <ProductList items={products.data.items} showCost={seesCosts} />
          <Pager
            page={page}
            total={products.data.total}
            pageSize={PRODUCTS_PAGE_SIZE}
            onPage={setPage}
            label="Páginas das peças"
          />
        </>
      )}
      {creating && <ProductDialog product={null} onClose={() => setCreating(false)} />}
      {importing && <ImportProductsDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
