import { useEffect } from "react";
import { usePreferences } from "@web/features/settings/api/get-preferences";
import { applyTheme } from "@web/lib/theme";

/**
 * Paints the app in the signed-in user's saved theme, once it has loaded and whenever it changes;
 * leaving the signed-in screens goes back to the system's scheme.
 */
export function ThemeSync() {
  const theme = usePreferences().data?.theme;
  useEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    return () => applyTheme("system");
  }, [theme]);
  return null;
}
