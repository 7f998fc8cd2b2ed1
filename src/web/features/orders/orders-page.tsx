import { useEffect, useState } from "react";
import { Plus, Search } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Order } from "../../../shared/order-types";
import { isStaff } from "../../../shared/roles";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "../../../shared/value-sets";
import { useCurrentUser } from "../../app/guards/current-user";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { PageHeading } from "../../components/ui/page-heading";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/format";
import { notifyError } from "../../lib/notify";
import { useUrlSearchText } from "../../lib/use-url-search-text";
import { useDeleteOrder } from "./api/delete-order";
import { useOrders } from "./api/list-orders";
import { OrderCard } from "./components/order-card";
import { optionsOf } from "./order-labels";

type StatusFilter = OrderStatus | "todos";

const STATUS_OPTIONS = [{ value: "todos", label: "Todos" }, ...optionsOf(ORDER_STATUS_LABELS)];

const isStatusFilter = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly (string | null)[]).includes(value);

const newOrderLink = "inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover";

export function OrdersPage() {
  const user = useCurrentUser();
  const staff = isStaff(user.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useUrlSearchText();
  const statusParam = searchParams.get("status");
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : "todos";
  const orders = useOrders({ search: search.committed, status });
  const deleteOrder = useDeleteOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  useEffect(() => {
    if (orders.isError) notifyError("Erro ao carregar pedidos", orders.error);
  }, [orders.isError, orders.error]);

  function changeStatus(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "todos") next.delete("status");
        else next.set("status", value);
        return next;
      },
      { replace: true },
    );
  }

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

  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;
  const filtered = search.committed !== "" || status !== "todos";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>{staff ? "Gerenciar Pedidos" : "Meus Pedidos"}</PageHeading>
          <p className="mt-1 text-muted-foreground">{staff ? "Crie e gerencie os pedidos de reparo" : "Acompanhe o andamento dos seus pedidos"}</p>
        </div>
        {staff && (
          <Link to="/orders/new" className={newOrderLink}>
            <Plus aria-hidden="true" className="size-4" />
            Novo Pedido
          </Link>
        )}
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_14rem] sm:items-end">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Buscar pedidos"
            placeholder="Buscar por marca, modelo, aparelho ou cliente..."
            className="pl-9"
            value={search.draft}
            onChange={(event) => search.change(event.target.value)}
          />
        </div>
        <SelectField label="Status" options={STATUS_OPTIONS} value={status} onChange={(event) => changeStatus(event.target.value)} />
      </Card>

      {orders.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando pedidos...
        </p>
      ) : orders.isError ? (
        <Card className="p-8 text-center">
          <p className="text-muted-foreground">Erro ao carregar pedidos</p>
          <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="p-12 text-center">
          <p role="status" className="text-muted-foreground">
            {filtered ? "Nenhum pedido encontrado com os filtros aplicados" : "Nenhum pedido cadastrado ainda"}
          </p>
          {staff && !filtered && (
            <Link to="/orders/new" className={`${newOrderLink} mt-4`}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeiro Pedido
            </Link>
          )}
        </Card>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {countOf(total, "pedido", "pedidos")}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} canEdit={staff} onDelete={user.role === "admin" ? setToDelete : undefined} />
            ))}
          </div>
          {orders.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
                {orders.isFetchingNextPage && <Spinner />}
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        message="Tem certeza que deseja excluir este pedido?"
        confirmLabel="Excluir"
        pending={deleteOrder.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
