import { eq } from "drizzle-orm";
import type { CompanyInfo } from "../../../shared/client-types";
import type { Db } from "../../db/client";
import { companySettings, DEFAULT_COMPANY_NAME } from "../../db/schema/settings";

/** The shop's details for the printed order; the default name until an admin fills them in. */
export async function getCompanyInfo(db: Db): Promise<CompanyInfo> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return { name: row?.name ?? DEFAULT_COMPANY_NAME, cnpj: row?.cnpj ?? null, phone: row?.phone ?? null, email: row?.email ?? null, address: row?.address ?? null };
}
