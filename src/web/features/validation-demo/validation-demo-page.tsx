import { PageHeading } from "../../components/ui/page-heading";

export function ValidationDemoPage() {
  return <PageHeading>Demonstração de Validação</PageHeading>;
}
