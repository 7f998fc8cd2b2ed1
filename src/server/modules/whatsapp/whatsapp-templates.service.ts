import { eq } from "drizzle-orm";
import { DEFAULT_WHATSAPP_TEMPLATES, WHATSAPP_MOMENTS, type WhatsappTemplates } from "@shared/whatsapp";
import type { Db } from "@server/db/client";
import { companySettings } from "@server/db/schema/settings";

/** Every moment's message: the shop's own where it wrote one, the default elsewhere. */
function withDefaults(saved: Partial<WhatsappTemplates> | null | undefined): WhatsappTemplates {
  const templates = { ...DEFAULT_WHATSAPP_TEMPLATES };
  for (const moment of WHATSAPP_MOMENTS) {
    // jsonb holds whatever was written to it (a restored backup, a hand edit): only text counts.
    const own: unknown = saved?.[moment];
    if (typeof own === "string" && own) templates[moment] = own;
  }
  return templates;
}

export async function getWhatsappTemplates({ db }: { db: Db }): Promise<WhatsappTemplates> {
  const [row] = await db
    .select({ templates: companySettings.whatsappTemplates })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return withDefaults(row?.templates);
}

/**
 * Keeps only the messages that differ from the default: one saved as the form showed it (or put back
 * with 'Restaurar padrão') stays the default, and follows this text if a later version improves it.
 */
export async function saveWhatsappTemplates({
  db,
  templates,
}: {
  db: Db;
  templates: WhatsappTemplates;
}): Promise<WhatsappTemplates> {
  const own: Partial<WhatsappTemplates> = {};
  for (const moment of WHATSAPP_MOMENTS) {
    if (templates[moment] !== DEFAULT_WHATSAPP_TEMPLATES[moment]) own[moment] = templates[moment];
  }
  const stored = Object.keys(own).length > 0 ? own : null;
  await db
    .insert(companySettings)
    .values({ id: 1, whatsappTemplates: stored })
    .onConflictDoUpdate({ target: companySettings.id, set: { whatsappTemplates: stored, updatedAt: new Date() } });
  return withDefaults(stored);
}
