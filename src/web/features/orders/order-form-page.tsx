import { PageHeading } from "../../components/ui/page-heading";

export function NewOrderPage() {
  return <PageHeading>Novo Pedido</PageHeading>;
}

export function EditOrderPage() {
  return <PageHeading>Editar Pedido</PageHeading>;
}
