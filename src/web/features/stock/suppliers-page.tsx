import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import type { Supplier } from "@shared/stock-types";
import { ListResults } from "@web/components/list/list-results";
import { SearchFilterBar } from "@web/components/list/search-filter-bar";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { PageHeader } from "@web/components/ui/page-header";
import { notifyError } from "@web/lib/notify";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useSetSupplierActive, useSuppliers } from "./api/suppliers";
import { SupplierCard } from "./components/supplier-card";
import { SupplierDialog } from "./components/supplier-dialog";

/** /fornecedores (admin): the shop's suppliers, searched by name, CNPJ or contact; new, edit, deactivate. */
export function SuppliersPage() {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const [showInactive, setShowInactive] = useState(false);
  const suppliers = useSuppliers(search, showInactive ? "todos" : "ativos");
  // undefined: closed; null: a new supplier; otherwise the supplier being edited.
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const [toDeactivate, setToDeactivate] = useState<Supplier | null>(null);
  const setActive = useSetSupplierActive();
  const checkboxId = useId();

  function changeActive(supplier: Supplier, active: boolean) {
    setActive.mutate(
      { id: supplier.id, active },
      {
        onSuccess: () => {
          toast.success(active ? "Fornecedor reativado" : "Fornecedor desativado");
          setToDeactivate(null);
        },
        onError: (error) => notifyError("Erro ao alterar o fornecedor", error),
      },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Fornecedores"
        description="De quem a assistência compra peças e acessórios"
        action={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Novo fornecedor
          </Button>
        }
      />
      <SearchFilterBar
        label="Buscar fornecedores"
        placeholder="Nome, CNPJ ou contato"
        value={text}
        onChange={setText}
      />
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={showInactive}
          onChange={(event) => setShowInactive(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm font-medium">
          Mostrar inativos
        </label>
      </div>
      <ListResults
        query={suppliers}
        noun={["fornecedor", "fornecedores"]}
        loadingText="Carregando fornecedores..."
        errorText="Erro ao carregar fornecedores"
        filtered={search !== ""}
        emptyText="Nenhum fornecedor cadastrado ainda"
        noMatchText="Nenhum fornecedor encontrado para a busca"
        renderItem={(supplier) => (
          <SupplierCard
            supplier={supplier}
            onEdit={setEditing}
            onSetActive={(chosen, active) => (active ? changeActive(chosen, true) : setToDeactivate(chosen))}
          />
        )}
      />
      {editing !== undefined && <SupplierDialog supplier={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => !open && setToDeactivate(null)}
        title="Desativar fornecedor"
        message={`Desativar ${toDeactivate?.name ?? ""}? Ele deixa de aparecer ao registrar compras, mas as compras já feitas continuam com ele.`}
        confirmLabel="Desativar"
        pending={setActive.isPending}
        onConfirm={() => toDeactivate && changeActive(toDeactivate, false)}
      />
    </div>
  );
}
