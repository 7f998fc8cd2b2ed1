import { useParams } from "react-router";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { isNotFound } from "@web/lib/api-client";
import { useOrder } from "./api/get-order";
import { OrderNotFound } from "./components/order-not-found";
import { OrderForm } from "./order-form/order-form";

export function NewOrderPage() {
  return <OrderForm />;
}

export function EditOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    throw order.error;
  }
  return <OrderForm key={order.data.id} order={order.data} />;
}
