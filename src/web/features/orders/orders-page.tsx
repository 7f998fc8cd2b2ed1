import { isStaff } from "../../../shared/roles";
import { useCurrentUser } from "../../app/guards/current-user";
import { PageHeading } from "../../components/ui/page-heading";

export function OrdersPage() {
  const user = useCurrentUser();
  return <PageHeading>{isStaff(user.role) ? "Gerenciar Pedidos" : "Meus Pedidos"}</PageHeading>;
}
