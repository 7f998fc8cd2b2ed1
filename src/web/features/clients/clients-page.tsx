import { PageHeading } from "../../components/ui/page-heading";

export function ClientsPage() {
  return <PageHeading>Clientes</PageHeading>;
}
