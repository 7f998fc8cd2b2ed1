import { PageHeading } from "../../components/ui/page-heading";

export function OwaspDemoPage() {
  return <PageHeading>Proteção contra Ataques</PageHeading>;
}
