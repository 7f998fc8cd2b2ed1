import { AccessDenied } from "../../app/guards/access-denied";
import { useCurrentUser } from "../../app/guards/current-user";
import { PageHeading } from "../../components/ui/page-heading";

export function UsersPage() {
  const user = useCurrentUser();
  if (user.role !== "admin") return <AccessDenied message="Apenas administradores podem gerenciar usuários." />;
  return <PageHeading>Gerenciar Usuários</PageHeading>;
}
