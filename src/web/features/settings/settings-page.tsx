import { PageHeading } from "../../components/ui/page-heading";

export function SettingsPage() {
  return <PageHeading>Configurações</PageHeading>;
}
