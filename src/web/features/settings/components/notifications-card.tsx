import { toast } from "sonner";
import type { PreferencesInput } from "@shared/validation/settings";
import { RegionCard } from "@web/components/ui/region-card";
import { SelectField } from "@web/components/ui/select-field";
import { SwitchField } from "@web/components/ui/switch-field";
import { notifyError } from "@web/lib/notify";
import type { ThemePreference } from "@web/lib/theme";
import { usePreferences } from "@web/features/settings/api/get-preferences";
import { useUpdatePreferences } from "@web/features/settings/api/update-preferences";

const THEME_OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: "system", label: "Sistema" },
  { value: "light", label: "Claro" },
  { value: "dark", label: "Escuro" },
];

const isThemePreference = (value: string): value is ThemePreference =>
  THEME_OPTIONS.some((option) => option.value === value);

/** The notification switches and the theme, each saved for this user as soon as it changes. */
export function NotificationsCard() {
  const preferences = usePreferences();
  const updatePreferences = useUpdatePreferences();

  function save(change: Partial<PreferencesInput>) {
    if (!preferences.data) return;
    updatePreferences.mutate(
      { ...preferences.data, ...change },
      {
        onSuccess: () => toast.success("Preferências atualizadas com sucesso"),
        onError: (error) => notifyError("Erro ao atualizar preferências", error),
      },
    );
  }

  return (
    <RegionCard id="settings-notifications" title="Notificações">
      {preferences.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando preferências...
        </p>
      ) : preferences.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar preferências</p>
      ) : (
        <div className="space-y-5">
          <SwitchField
            label="E-mail"
            description="Receber avisos por e-mail"
            checked={preferences.data.email}
            onCheckedChange={(email) => save({ email })}
          />
          <SwitchField
            label="SMS"
            description="Receber avisos por SMS"
            checked={preferences.data.sms}
            onCheckedChange={(sms) => save({ sms })}
          />
          <SwitchField
            label="Push"
            description="Receber avisos no navegador"
            checked={preferences.data.push}
            onCheckedChange={(push) => save({ push })}
          />
          <SelectField
            label="Tema"
            options={THEME_OPTIONS}
            value={preferences.data.theme}
            onChange={(event) => {
              if (isThemePreference(event.target.value)) save({ theme: event.target.value });
            }}
          />
        </div>
      )}
    </RegionCard>
  );
}
