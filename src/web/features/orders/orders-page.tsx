import { PAGE } from "@shared/page-paths";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatOrderNumber, type Order } from "@shared/order-types";
import { can } from "@shared/permissions";
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from "@shared/payments";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@shared/value-sets";
import { useCurrentUser } from "@web/lib/current-user";
import { ListResults } from "@web/components/list/list-results";
import { SearchFilterBar } from "@web/components/list/search-filter-bar";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { PageHeader } from "@web/components/ui/page-header";
import { notifyError } from "@web/lib/notify";
import { useUrlSearchText } from "@web/lib/use-url-search-text";
import { useUrlStatusFilter } from "@web/lib/use-url-status-filter";
import { useDeleteOrder } from "./api/delete-order";
import { useOrders } from "./api/list-orders";
import { OrderCard } from "./components/order-card";
import { optionsOf } from "./order-labels";

const STATUS_OPTIONS = [{ value: "todos", label: "Todos" }, ...optionsOf(ORDER_STATUS_LABELS)];
const PAYMENT_OPTIONS = [{ value: "todos", label: "Todos" }, ...optionsOf(PAYMENT_STATE_LABELS)];

const newOrderLink =
  "inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover";

export function OrdersPage() {
  const user = useCurrentUser();
  const canWriteOrders = can(user.role, "orders.write");
  const search = useUrlSearchText();
  const { status, change: changeStatus } = useUrlStatusFilter(ORDER_STATUSES);
  const payment = useUrlStatusFilter(PAYMENT_STATES, "pagamento");
  const orders = useOrders({ search: search.committed, status, paymentState: payment.status });
  const deleteOrder = useDeleteOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    deleteOrder.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success("Pedido excluído com sucesso");
        setToDelete(null);
      },
      onError: (error) => {
        notifyError("Erro ao excluir pedido", error);
        setToDelete(null);
      },
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={canWriteOrders ? "Gerenciar Pedidos" : "Meus Pedidos"}
        description={canWriteOrders ? "Crie e gerencie os pedidos de reparo" : "Acompanhe o andamento dos seus pedidos"}
        action={
          canWriteOrders && (
            <Link to={PAGE.newOrder} className={newOrderLink}>
              <Plus aria-hidden="true" className="size-4" />
              Novo Pedido
            </Link>
          )
        }
      />

      <SearchFilterBar
        label="Buscar pedidos"
        placeholder="Marca, modelo, aparelho ou cliente"
        value={search.draft}
        onChange={search.change}
        filter={{ label: "Status", options: STATUS_OPTIONS, value: status, onChange: changeStatus }}
        secondFilter={{ label: "Pagamento", options: PAYMENT_OPTIONS, value: payment.status, onChange: payment.change }}
      />

      <ListResults
        query={orders}
        noun={["pedido", "pedidos"]}
        loadingText="Carregando pedidos..."
        errorText="Erro ao carregar pedidos"
        filtered={search.committed !== "" || status !== "todos" || payment.status !== "todos"}
        emptyText="Nenhum pedido cadastrado ainda"
        noMatchText="Nenhum pedido encontrado com os filtros aplicados"
        emptyAction={
          canWriteOrders && (
            <Link to={PAGE.newOrder} className={`${newOrderLink} mt-4`}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeiro Pedido
            </Link>
          )
        }
        renderItem={(order) => (
          <OrderCard
            order={order}
            canEdit={canWriteOrders}
            onDelete={can(user.role, "orders.delete") ? setToDelete : undefined}
          />
        )}
      />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        message={`Tem certeza que deseja excluir este pedido${toDelete ? ` (${formatOrderNumber(toDelete.number)} · ${toDelete.brand} ${toDelete.model})` : ""}?`}
        confirmLabel="Excluir"
        pending={deleteOrder.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
