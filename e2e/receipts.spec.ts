import { expect, test, type Page } from "@playwright/test";
import { formatCnpj } from "@shared/br-numbers";
import { paymentReceiptPage, paymentSlipPage } from "@shared/page-paths";
import { createUserAccount, seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueCpf,
  uniqueName,
  type ApiSession,
} from "./fixtures";

// A payment's receipt (recibo) on A4 and 80 mm, the money on the public tracking page, and a customer's
// own balance (docs/decisions/042). Payments by Pix and card: no cash day is opened or closed here.
const SHOP_CNPJ = "11222333000181";
const WORDS = "cento e cinquenta reais e trinta centavos";
const services = [{ description: "Troca de tela", value: 300, discountType: "valor", discountValue: 0 }];

type Paid = { id: string };

/** The shop's CNPJ as the receipts print it: one is set if the shared server's shop has none. */
async function shopCnpj(admin: ApiSession): Promise<string> {
  const company = await admin.get<Record<string, string | null>>("/api/company");
  if (company.cnpj) return formatCnpj(company.cnpj);
  const blanks = Object.fromEntries(Object.entries(company).map(([key, value]) => [key, value ?? ""]));
  await admin.send("PUT", "/api/company", { ...blanks, cnpj: SHOP_CNPJ });
  return formatCnpj(SHOP_CNPJ);
}

async function expectReceipt(page: Page, facts: { title: string; cnpj: string; cpf: string; os: string }) {
  const paper = page.getByRole("main");
  await expect(paper.getByRole("heading", { level: 1, name: facts.title })).toBeVisible();
  await expect(paper).toContainText(`CNPJ ${facts.cnpj}`);
  await expect(paper).toContainText(facts.cpf);
  await expect(paper).toContainText(facts.os);
  await expect(paper).toContainText("R$\u00a0150,30");
  await expect(paper).toContainText(WORDS);
}

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`receipts on the ${width}`, () => {
    test.use({ viewport });
    let admin: ApiSession;
    let cnpj: string;
    test.beforeAll(async () => {
      admin = await apiSessionOf(E2E_ADMIN);
      cnpj = await shopCnpj(admin);
    });
    test.afterAll(async () => {
      await admin.dispose();
    });

    test("staff print a payment's receipt on A4 and 80 mm; the tracking page shows the balance and its Pix", async ({
      page,
    }) => {
      const cpf = uniqueCpf();
      const client = await seedClient(admin, { cpf });
      const order = await seedOrder(admin, client.id, { services });
      const os = `OS nº ${String(order.number).padStart(5, "0")}`;
      const paid = await admin.send<Paid>("POST", `/api/orders/${order.id}/payments`, {
        amountCents: 15030,
        method: "cartao_credito",
        installments: 3,
      });

      // The admin on a desktop, a técnico on a phone: staff print any order's receipts.
      const staff = width === "desktop" ? E2E_ADMIN : await createUserAccount(admin, "tecnico");
      await signInWithApi(page, staff);
      await page.goto(paymentReceiptPage(order.id, paid.id));
      await expectReceipt(page, { title: "Recibo de pagamento", cnpj, cpf, os });
      await expect(page.getByRole("main")).toContainText("Cartão de crédito em 3x");
      await expect(page.getByRole("main")).toContainText("Saldo atual do pedido");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("link", { name: "Recibo (80 mm)" }).click();
      await expect(page).toHaveURL(paymentSlipPage(order.id, paid.id));
      await expectReceipt(page, { title: "Recibo de pagamento", cnpj, cpf, os });
      // The balance still due, by Pix, under the 80 mm receipt.
      await expect(page.getByRole("region", { name: "Pague o saldo com Pix" })).toContainText("5406149.70");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Recibo (A4)" }).click();
      await expect(page).toHaveURL(paymentReceiptPage(order.id, paid.id));

      // The client's page: what they have left to pay, order by order.
      await page.goto(`/clients/${client.id}`);
      const owed = page.getByRole("region", { name: "Saldo do cliente" });
      await expect(owed).toContainText("R$\u00a0149,70");
      await expect(owed.getByRole("link", { name: new RegExp(os) })).toBeVisible();

      // The public page: Total, Pago, Saldo and the balance by Pix, as text to select.
      const { url } = await admin.get<{ url: string }>(`/api/orders/${order.id}/tracking`);
      await page.goto(new URL(url).pathname);
      const money = page.getByRole("region", { name: "Pagamento" });
      await expect(money.getByRole("row", { name: /Total/ })).toContainText("R$\u00a0300,00");
      await expect(money.getByRole("row", { name: /Pago/ })).toContainText("R$\u00a0150,30");
      await expect(money.getByRole("row", { name: /Saldo/ })).toContainText("R$\u00a0149,70");
      const code = money.getByLabel("Pix copia e cola");
      await expect(code).toHaveValue(/br\.gov\.bcb\.pix/);
      await expect(code).toHaveValue(/5406149\.70/);
      await expect(money.getByRole("img", { name: "QR code Pix de R$\u00a0149,70" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a customer sees their own balance and receipts, and cannot open another client's", async ({ page }) => {
      const name = uniqueName("Pagante");
      const account = await signUpCliente({ name });
      const record = await clientRecordOf(admin, name);
      const cpf = uniqueCpf();
      await admin.send("PUT", `/api/clients/${record}`, {
        name,
        phone: "(11) 98765-4321",
        address: "Rua das Flores, 123",
        cpf,
      });
      const own = await seedOrder(admin, record, { services });
      const paid = await admin.send<Paid>("POST", `/api/orders/${own.id}/payments`, {
        amountCents: 15030,
        method: "pix",
      });
      const other = await seedOrder(admin, (await seedClient(admin, { cpf: uniqueCpf() })).id, { services });
      const theirs = await admin.send<Paid>("POST", `/api/orders/${other.id}/payments`, {
        amountCents: 15030,
        method: "pix",
      });

      await signInWithApi(page, account);
      await page.goto("/");
      const balance = page.getByRole("region", { name: "Meu saldo" });
      await expect(balance).toContainText("R$\u00a0149,70");
      await expect(balance.getByRole("link", { name: new RegExp(`OS nº 0*${own.number}`) })).toBeVisible();
      await expect(balance).not.toContainText(`${other.number}`.padStart(5, "0"));
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(paymentSlipPage(own.id, paid.id));
      await expectReceipt(page, {
        title: "Recibo de pagamento",
        cnpj,
        cpf,
        os: `OS nº ${String(own.number).padStart(5, "0")}`,
      });
      await expect(page.getByRole("main")).toContainText("Forma de pagamento: Pix");
      await expect(page.getByRole("region", { name: "Pague o saldo com Pix" })).toContainText("br.gov.bcb.pix");

      await page.goto(paymentReceiptPage(other.id, theirs.id));
      await expect(page.getByRole("heading", { name: "Pedido não encontrado" })).toBeVisible();
      await expect(page.getByText(WORDS)).toHaveCount(0);
      for (const path of [`/api/orders/${other.id}/payments`, `/api/orders/${other.id}/pix`]) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }
    });
  });
}
