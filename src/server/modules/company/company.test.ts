import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CompanyInfo } from "@shared/client-types";
import { DEFAULT_WARRANTY_TERMS, WARRANTY_TERMS_MAX } from "@shared/warranty-terms";
import { companySettings } from "@server/db/schema/settings";
import { createTestApp } from "@server/test/test-app";

// The details and their digits are in profile.test.ts ("company: everyone reads it …"); here, the
// warranty terms printed under every service order (docs/decisions/026).
describe("company warranty terms", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const cliente = await t.signedIn("cliente");
  const company = { name: "Conserta Tudo", phone: "(11) 4002-8922" };
  const put = (json: Record<string, unknown>) => admin.request("/api/company", { method: "PUT", json });
  const storedTerms = async () =>
    (await t.db.select().from(companySettings).where(eq(companySettings.id, 1)))[0]?.warrantyTerms;

  it("are the default until an admin writes the shop's own, which everyone then reads", async () => {
    expect(((await (await cliente.request("/api/company")).json()) as CompanyInfo).warrantyTerms).toBe(
      DEFAULT_WARRANTY_TERMS,
    );
    const terms = "Garantia de 90 dias para peças e serviço.\r\nNão cobre quedas nem contato com líquido.";
    const saved = (await (await put({ ...company, warrantyTerms: `  ${terms}\n` })).json()) as CompanyInfo;
    // Trimmed, with the line breaks a textarea gives.
    const expected = "Garantia de 90 dias para peças e serviço.\nNão cobre quedas nem contato com líquido.";
    expect(saved.warrantyTerms).toBe(expected);
    for (const reader of [cliente, tecnico, admin]) {
      expect(((await (await reader.request("/api/company")).json()) as CompanyInfo).warrantyTerms).toBe(expected);
    }
    expect(await storedTerms()).toBe(expected);
  });

  it("go back to the default when left blank or saved as the default the form shows", async () => {
    await put({ ...company, warrantyTerms: "Termos próprios" });
    for (const warrantyTerms of ["", "   ", DEFAULT_WARRANTY_TERMS, undefined]) {
      await put({ ...company, warrantyTerms: "Termos próprios" });
      const saved = (await (await put({ ...company, warrantyTerms })).json()) as CompanyInfo;
      expect(saved.warrantyTerms, String(warrantyTerms)).toBe(DEFAULT_WARRANTY_TERMS);
      // Stored as none, so the shop follows the default if a later version improves it.
      expect(await storedTerms()).toBeNull();
    }
  });

  it("are refused past their length or not as text, and only an admin writes them", async () => {
    const tooLong = await put({ ...company, warrantyTerms: "a".repeat(WARRANTY_TERMS_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toBe(
      "Termos de garantia muito longos",
    );
    expect((await put({ ...company, warrantyTerms: "a".repeat(WARRANTY_TERMS_MAX) })).status).toBe(200);
    expect((await put({ ...company, warrantyTerms: 42 })).status).toBe(400);
    const denied = await tecnico.request("/api/company", {
      method: "PUT",
      json: { ...company, warrantyTerms: "Sem garantia" },
    });
    expect(denied.status).toBe(403);
    expect(await storedTerms()).toBe("a".repeat(WARRANTY_TERMS_MAX));
  });
});
