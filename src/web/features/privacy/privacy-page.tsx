import { PageHeading } from "../../components/ui/page-heading";

export function PrivacyPage() {
  return <PageHeading>Privacidade e Dados</PageHeading>;
}
