import { useParams } from "react-router";
import { can } from "@shared/permissions";
import { AccessDenied } from "@web/app/guards/access-denied";
import { useCurrentUser } from "@web/app/guards/current-user";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { isNotFound } from "@web/lib/api-client";
import { useOrder } from "./api/get-order";
import { OrderNotFound } from "./components/order-not-found";
import { OrderForm } from "./order-form/order-form";

const STAFF_ONLY = "Apenas administradores e técnicos podem criar e editar pedidos.";

export function NewOrderPage() {
  const user = useCurrentUser();
  if (!can(user.role, "orders.write")) return <AccessDenied message={STAFF_ONLY} />;
  return <OrderForm />;
}

export function EditOrderPage() {
  const user = useCurrentUser();
  if (!can(user.role, "orders.write")) return <AccessDenied message={STAFF_ONLY} />;
  return <EditOrder />;
}

function EditOrder() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    throw order.error;
  }
  return <OrderForm key={order.data.id} order={order.data} />;
}
