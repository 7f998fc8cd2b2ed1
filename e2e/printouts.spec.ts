import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { DEFAULT_WARRANTY_TERMS } from "@shared/warranty-terms";
import { baseURL } from "../playwright.config";
import { seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  uniqueCpf,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

// The printed service order (A4) and the customer's receipt (80 mm), docs/decisions/026. The tests of
// this file run in order: one of them changes the shop's warranty terms the others read.
test.describe.configure({ mode: "default" });

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const UNLOCK_CODE = "Segredo 4321";
const FIRST_TERM = DEFAULT_WARRANTY_TERMS.split("\n")[0]!;
/** CSS pixels at 96 per inch: what a width in millimetres is on screen. */
const px = (mm: number) => (mm * 96) / 25.4;

/** An order with everything the printouts show, and an unlock code they must not. */
async function seedFullOrder(overrides: Record<string, unknown> = {}) {
  const cpf = uniqueCpf();
  const client = await seedClient(admin, { cpf, email: "cliente.impressao@e2e.local" });
  const order = await seedOrder(admin, client.id, {
    services: [{ description: "Troca de tela", value: 333.33, discountType: "porcentagem", discountValue: 12.5 }],
    appointments: [{ date: "2030-05-10", period: "manha", status: "agendado" }],
    paymentCondition: "parcelas",
    paymentMethod: "cartao_credito",
    warrantyMonths: 3,
    additionalInfo: "Cliente pediu película nova",
    serialNumber: "356938035643809",
    accessories: ["carregador", "capa"],
    accessoriesNote: "Película de vidro",
    arrivalCondition: "Tela trincada no canto superior",
    technicalReport: "Display com trinca; conector de carga oxidado e limpo.",
    unlockCode: UNLOCK_CODE,
    expectedOn: "2030-05-12",
    ...overrides,
  });
  return { client, cpf, order: order as SeededOrder & { createdAt: string } };
}

/** How far the page scrolls sideways: 0 when nothing overflows its width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The paper sizes (points) of the PDF Chromium prints the page to, one per page, with the CSS page size. */
async function printedPages(page: Page): Promise<{ width: number; height: number }[]> {
  // Print media, as a printer gets it: a PDF of an emulated "screen" would be of the screen's layout.
  await page.emulateMedia({ media: null });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((box) => ({
    width: Number(box[1]),
    height: Number(box[2]),
  }));
}
const POINTS_PER_MM = 72 / 25.4;
/** The rule the receipt writes once it has measured itself: its paper's length. */
const receiptPaperRule = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll("style")].find((style) => style.textContent?.includes("@page order-receipt"))
        ?.textContent,
  );
/** A paper size in points against one in millimetres, within a point (Chromium rounds to whole pixels). */
function expectPaper(points: number, mm: number) {
  expect(Math.abs(points - mm * POINTS_PER_MM)).toBeLessThan(1);
}

test("the A4 service order prints the client's CPF, the intake, the laudo, the warranty terms and two signature lines, never the unlock code", async ({
  page,
}) => {
  const { client, cpf, order } = await seedFullOrder();
  const number = formatOrderNumber(order.number);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
  await page.getByRole("link", { name: `Imprimir ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/print$`));

  await expect(page.getByRole("heading", { level: 1, name: "Ordem de Serviço" })).toBeVisible();
  // Outside the shell: no sidebar, no top bar.
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  const sheet = page.getByRole("main");
  await expect(sheet).toContainText(number);
  await expect(sheet).toContainText("Assistência Técnica");
  await expect(sheet).toContainText(client.name);
  await expect(sheet).toContainText(`CPF:${cpf}`);
  await expect(sheet).toContainText("(11) 98765-4321");
  await expect(sheet).toContainText(order.brand);
  await expect(sheet).toContainText("IMEI / nº de série:356938035643809");
  await expect(sheet).toContainText("Acessórios:Carregador, Capa, Película de vidro");
  await expect(sheet).toContainText("Estado de entrada:Tela trincada no canto superior");
  await expect(sheet).toContainText("Previsão:12/05/2030");
  await expect(sheet.getByRole("region", { name: "Laudo técnico" })).toContainText(
    "Display com trinca; conector de carga oxidado e limpo.",
  );
  await expect(sheet).toContainText("12,5%");
  await expect(sheet.getByRole("row", { name: /Troca de tela/ })).toContainText("R$ 291,66");
  await expect(sheet.getByRole("row", { name: /^Total/ })).toContainText("R$ 291,66");
  await expect(sheet).toContainText("10/05/2030 · Manhã (08:00–12:30) · Agendado");
  await expect(sheet).toContainText("Parcelado");
  await expect(sheet).toContainText("Cartão de crédito");
  await expect(sheet).toContainText("Garantia:3 meses, a contar da entrega");
  await expect(sheet).toContainText("Cliente pediu película nova");
  await expect(sheet.getByRole("region", { name: "Termos de garantia" })).toContainText(FIRST_TERM);
  await expect(sheet.getByText("Assinatura do cliente — entrada")).toBeVisible();
  await expect(sheet.getByText("Assinatura do cliente — entrega")).toBeVisible();
  // Not delivered yet: no delivery block.
  await expect(sheet.getByRole("region", { name: "Entrega" })).toHaveCount(0);
  // The unlock code is in the staff's answer, never on paper.
  expect((await admin.get<{ unlockCode: string | null }>(`/api/orders/${order.id}`)).unlockCode).toBe(UNLOCK_CODE);
  await expect(page.locator("body")).not.toContainText(UNLOCK_CODE);
  await expect(page.locator("body")).not.toContainText("Senha de desbloqueio");
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Imprimir" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

  // On paper the buttons are gone, and the sheet is on A4.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Voltar" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  const pages = await printedPages(page);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  for (const paper of pages) {
    expectPaper(paper.width, 210);
    expectPaper(paper.height, 297);
  }

  await page.getByRole("link", { name: "Imprimir via do cliente (80 mm)" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/receipt$`));
  await expect(page.getByRole("heading", { level: 1, name: "Via do cliente" })).toBeVisible();
  // 'Voltar' returns where the printouts were opened from: the list here (the A4 sheet and the receipt
  // replace each other), the order's page below.
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/orders\?search=/);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("link", { name: "Imprimir", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/print$`));
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  // A printout opened on its own (a new tab) goes back to its order.
  await page.goto(`/orders/${order.id}/receipt`);
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
});

test("a delivered order prints who picked it up and when, its warranty's last day and the delivery's date", async ({
  page,
}) => {
  const { order } = await seedFullOrder();
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "concluido" });
  await admin.send("POST", `/api/orders/${order.id}/status`, {
    status: "entregue",
    pickedUpBy: "Marta Retirante",
    confirmOpenBalance: true,
  });
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}/print`);

  const sheet = page.getByRole("main");
  const delivery = sheet.getByRole("region", { name: "Entrega" });
  await expect(delivery).toContainText("Retirado por:Marta Retirante");
  const today = new Date().toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  await expect(delivery).toContainText(new RegExp(`Entregue em:${today.replace(/\//g, "\\/")} às \\d{2}:\\d{2}`));
  await expect(sheet).toContainText(/Garantia:3 meses, até \d{2}\/\d{2}\/\d{4}/);
  // The order's day in the header and on the intake's line; the delivery's on its own.
  await expect(sheet.getByText(`Data: ${today}`)).toHaveCount(3);
  const deliverySignature = sheet.locator("div").filter({ hasText: "Assinatura do cliente — entrega" }).last();
  await expect(deliverySignature).toContainText(`Data: ${today}`);
  await expect(page.locator("body")).not.toContainText(UNLOCK_CODE);
});

test("the A4 sheet fits a 320 px phone screen and A4 paper without sideways overflow", async ({ page }) => {
  const longWord = "Reparo".repeat(20);
  const { order } = await seedFullOrder({
    services: [
      {
        description: `Troca do conector de carga ${longWord}`,
        value: 12345.67,
        discountType: "valor",
        discountValue: 45,
      },
      { description: "Limpeza interna", value: 99.9, discountType: "porcentagem", discountValue: 0 },
    ],
    additionalInfo: `Observação sem espaços: ${longWord}`,
  });
  await signInWithApi(page, E2E_ADMIN);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/orders/${order.id}/print`);
  const sheet = page.locator("article.order-sheet");
  await expect(sheet).toContainText("Limpeza interna");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  // On a phone each service stacks its figures under its description.
  await expect(sheet.getByRole("columnheader", { name: "Valor" })).toBeHidden();
  await expect(sheet.getByText("R$ 12.300,67", { exact: true })).toBeVisible();

  // On paper: A4's width less its margins (186 mm) is the page's width in print.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: Math.floor(px(186)), height: 1000 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(px(210));
  await expect(sheet.getByRole("columnheader", { name: "Valor" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1000 });
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(Math.ceil(px(210)));
});

test("the 80 mm receipt gives the shop, the order, the device, its days, the total and where to follow it", async ({
  page,
}) => {
  const { order } = await seedFullOrder();
  const company = await admin.get<{ name: string }>("/api/company");
  await signInWithApi(page, E2E_ADMIN);
  // The width of the paper itself: nothing may scroll sideways.
  await page.setViewportSize({ width: Math.floor(px(80)), height: 800 });
  await page.goto(`/orders/${order.id}/receipt`);

  await expect(page.getByRole("heading", { level: 1, name: "Via do cliente" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  const receipt = page.getByRole("main");
  await expect(receipt).toContainText(company.name);
  await expect(receipt).toContainText(formatOrderNumber(order.number));
  await expect(receipt).toContainText(`Aparelho: ${order.brand} Galaxy S21 (Smartphone)`);
  const entry = new Date(order.createdAt).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  await expect(receipt).toContainText(`Entrada: ${entry}`);
  await expect(receipt).toContainText("Previsão: 12/05/2030");
  await expect(receipt).toContainText("Total: R$ 291,66");
  // The public tracking link, as a QR code and as a short address (e2e/tracking.spec.ts reads the code).
  await expect(receipt).toContainText("Acompanhe e aprove pelo celular:");
  await expect(receipt).toContainText(new RegExp(`${new URL(baseURL).host}/acompanhar/[A-Za-z0-9_-]{22}`));
  await expect(receipt.getByRole("img", { name: "QR code do link de acompanhamento do pedido" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(UNLOCK_CODE);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // On paper: 72 mm between the margins, one page of 80 mm paper as long as the receipt.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await page.setViewportSize({ width: Math.floor(px(72)), height: 800 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.locator("article.order-receipt").boundingBox())!.width).toBeLessThanOrEqual(Math.ceil(px(80)));
  await page.emulateMedia({ media: "screen" });
  await expect.poll(() => receiptPaperRule(page)).toMatch(/^@page order-receipt \{ size: 80mm \d+mm; \}$/);
  // One page as long as the receipt (with the balance's Pix when the shop has a key, which may load
  // last), never a sheet's length.
  const paperLength = async () => Number(/80mm (\d+)mm/.exec((await receiptPaperRule(page)) ?? "")?.[1]);
  await expect
    .poll(async () => {
      const [length, pages] = [await paperLength(), await printedPages(page)];
      return pages.length === 1 && Math.abs(pages[0]!.height - length * POINTS_PER_MM) < 1;
    })
    .toBe(true);
  const pages = await printedPages(page);
  expectPaper(pages[0]!.width, 80);
  expect(await paperLength()).toBeLessThan(297);

  // Opened after the A4 sheet in the same page, each keeps its own paper.
  await page.getByRole("link", { name: "Ordem de serviço (A4)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ordem de Serviço" })).toBeVisible();
  expectPaper((await printedPages(page))[0]!.width, 210);
  await page.getByRole("link", { name: "Imprimir via do cliente (80 mm)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Via do cliente" })).toBeVisible();
  await expect.poll(() => receiptPaperRule(page)).toMatch(/^@page order-receipt \{ size: 80mm \d+mm; \}$/);
  const again = await printedPages(page);
  expect(again).toHaveLength(1);
  expectPaper(again[0]!.width, 80);
});

test("an admin writes the shop's warranty terms, printed under every order; left blank, the default returns", async ({
  page,
}) => {
  const { order } = await seedFullOrder();
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Informações da Empresa" });
  const terms = card.getByLabel("Termos de garantia");
  await expect(terms).toHaveValue(DEFAULT_WARRANTY_TERMS);
  try {
    await terms.fill("Garantia de 90 dias.\nNão cobre quedas.");
    await card.getByRole("button", { name: "Salvar Empresa" }).click();
    await expect(page.getByText("Informações da empresa atualizadas com sucesso")).toBeVisible();
    await page.goto(`/orders/${order.id}/print`);
    const printed = page.getByRole("region", { name: "Termos de garantia" });
    await expect(printed).toContainText("Garantia de 90 dias.");
    await expect(printed).toContainText("Não cobre quedas.");
    await expect(printed).not.toContainText(FIRST_TERM);

    await page.goto("/settings");
    await terms.fill("");
    await card.getByRole("button", { name: "Salvar Empresa" }).click();
    await expect(page.getByText("Informações da empresa atualizadas com sucesso")).toBeVisible();
    await expect(terms).toHaveValue(DEFAULT_WARRANTY_TERMS);
    await page.goto(`/orders/${order.id}/print`);
    await expect(page.getByRole("region", { name: "Termos de garantia" })).toContainText(FIRST_TERM);
  } finally {
    // The other tests read the default terms, whatever happened here.
    const company = await admin.get<Record<string, unknown>>("/api/company");
    await admin.send("PUT", "/api/company", { ...nullsAsBlank(company), warrantyTerms: "" });
  }
});

/** The company's answer as the form would send it back: blanks for what is not filled in. */
function nullsAsBlank(company: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(company).map(([key, value]) => [key, value ?? ""]));
}
