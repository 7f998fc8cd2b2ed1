import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { formatCents } from "@shared/money";
import type { Product } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { partSearchQueryOptions, usePartSearch, type useOrderPartWrites } from "@web/features/orders/api/order-parts";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { PartLineFields } from "./part-line-fields";
import { PartSearchField } from "./part-search-field";
import { formOfPrice, readPartLine, type PartLineErrors, type PartLineForm } from "./part-line-values";
import { refusalOf } from "./refusal";
import { exactMatch } from "./scan";

const codesOf = (p: Product) =>
  [p.sku && `SKU ${p.sku}`, p.barcode && `Cód. ${p.barcode}`, p.fits && `Serve em: ${p.fits}`]
    .filter(Boolean)
    .join(" · ");

/**
 * 'Adicionar peça': search the catalog by name, model, SKU or barcode and pick a part, its units, price
 * and discount; or read its code with a USB reader (it types the code and Enter) or the camera ('Ler
 * código'): an exact code adds one unit at once, and the box is cleared for the next scan.
 */
export function AddPartDialog({
  add,
  onClose,
}: {
  add: ReturnType<typeof useOrderPartWrites>["add"];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const results = usePartSearch(term);
  const [chosen, setChosen] = useState<Product | null>(null);
  const [form, setForm] = useState<PartLineForm>(() => formOfPrice(0));
  const [errors, setErrors] = useState<PartLineErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState("");

  function choose(product: Product) {
    setChosen(product);
    setForm(formOfPrice(product.priceCents));
    setErrors({});
    setRefusal(undefined);
  }

  async function scan(code: string) {
    setRefusal(undefined);
    setNotice("");
    let found: Product[];
    try {
      found = (await queryClient.fetchQuery(partSearchQueryOptions(code))).items;
    } catch (error) {
      setRefusal(refusalOf(error, "Erro ao buscar a peça"));
      return;
    }
    const exact = exactMatch(found, code);
    if (exact) {
      add.mutate(
        { productId: exact.id, quantity: 1, discountType: "porcentagem", discountValue: 0 },
        {
          onSuccess: () => {
            setNotice(`${exact.name}: 1 unidade adicionada ao pedido.`);
            setSearch("");
          },
          onError: (error) => setRefusal(refusalOf(error, "Erro ao adicionar a peça")),
        },
      );
    } else if (found.length === 1) choose(found[0]!);
    else
      setNotice(
        found.length === 0
          ? `Nenhuma peça encontrada para “${code}”.`
          : "Nenhuma peça com este código exato: escolha na lista.",
      );
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const code = search.trim();
    if (code && !add.isPending) void scan(code);
  }

  // The camera's code takes the path of a USB reader's: shown in the box, then looked up as if entered.
  function scanWithCamera(code: string) {
    setSearch(code);
    if (!add.isPending) void scan(code);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setRefusal(undefined);
    const read = readPartLine(form);
    if ("errors" in read) return setErrors(read.errors);
    setErrors({});
    add.mutate(
      { productId: chosen.id, ...read.values },
      {
        onSuccess: () => {
          toast.success(`${chosen.name} adicionada ao pedido`);
          onClose();
        },
        onError: (error) => setRefusal(refusalOf(error, "Erro ao adicionar a peça")),
      },
    );
  }

  const items = term && !chosen ? (results.data?.items ?? []) : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Adicionar peça">
      <div className="space-y-4">
        {chosen ? (
          <div className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words">{chosen.name}</p>
              <p className="text-muted-foreground">Em estoque: {chosen.quantity}</p>
            </div>
            <Button variant="link" size="inline" onClick={() => setChosen(null)}>
              Trocar peça
            </Button>
          </div>
        ) : (
          <PartSearchField
            value={search}
            onChange={setSearch}
            onKeyDown={onSearchKey}
            onCameraCode={scanWithCamera}
            busy={add.isPending}
          />
        )}
        <p aria-live="polite" className="text-sm empty:hidden">
          {notice}
        </p>
        {items.length > 0 && (
          <ul aria-label="Peças encontradas" className="divide-y divide-border rounded-md border border-border">
            {items.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-start justify-between gap-x-3 gap-y-1 p-3 text-left text-sm hover:bg-accent"
                  onClick={() => choose(product)}
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{product.name}</span>
                    {codesOf(product) && (
                      <span className="block text-xs break-words text-muted-foreground">{codesOf(product)}</span>
                    )}
                  </span>
                  <span className="ml-auto shrink-0 text-right">
                    <span className="block font-medium">{formatCents(product.priceCents)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {product.quantity > 0 ? `Em estoque: ${product.quantity}` : "Sem estoque"}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {term && !chosen && !results.isFetching && results.data?.items.length === 0 && (
          <p className="text-sm text-muted-foreground">Nenhuma peça encontrada.</p>
        )}
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        {chosen ? (
          <form noValidate onSubmit={submit} className="space-y-4">
            <PartLineFields form={form} errors={errors} onChange={setForm} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={add.isPending}>
                Adicionar ao pedido
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Concluir
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
