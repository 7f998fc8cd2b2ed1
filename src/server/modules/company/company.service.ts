import { eq } from "drizzle-orm";
import type { CompanyInfo } from "@shared/client-types";
import type { z } from "zod";
import type { companySchema } from "@shared/validation/settings";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import type { Db } from "@server/db/client";
import { companySettings, DEFAULT_COMPANY_NAME } from "@server/db/schema/settings";

/**
 * The shop's details for the printed order; the default name and warranty terms until an admin
 * writes the shop's own.
 */
export async function getCompanyInfo({ db }: { db: Db }): Promise<CompanyInfo> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return {
    name: row?.name ?? DEFAULT_COMPANY_NAME,
    cnpj: row?.cnpj ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    address: row?.address ?? null,
    cep: row?.cep ?? null,
    warrantyTerms: row?.warrantyTerms ?? DEFAULT_WARRANTY_TERMS,
  };
}

export async function saveCompanyInfo({
  db,
  input,
}: {
  db: Db;
  input: z.output<typeof companySchema>;
}): Promise<CompanyInfo> {
  const values = {
    name: input.name,
    cnpj: input.cnpj ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    cep: input.cep ?? null,
    // The form shows the default when none was written: kept as it comes, it stays the default
    // (null), and follows this text if a later version improves it.
    warrantyTerms: input.warrantyTerms && input.warrantyTerms !== DEFAULT_WARRANTY_TERMS ? input.warrantyTerms : null,
  };
  await db
    .insert(companySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...values, updatedAt: new Date() } });
  return getCompanyInfo({ db });
}
