import { PageHeading } from "../../components/ui/page-heading";

export function SecurityDemoPage() {
  return <PageHeading>Demonstração de Segurança</PageHeading>;
}
