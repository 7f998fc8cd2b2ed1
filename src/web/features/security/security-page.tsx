import { AccessDenied } from "../../app/guards/access-denied";
import { useCurrentUser } from "../../app/guards/current-user";
import { PageHeading } from "../../components/ui/page-heading";

export function SecurityPage() {
  const user = useCurrentUser();
  if (user.role !== "admin") return <AccessDenied />;
  return <PageHeading>Segurança do Sistema</PageHeading>;
}
