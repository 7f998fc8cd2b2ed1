import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { warrantyEndDay } from "@shared/order-workflow";
import { seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type Account,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

// The customer's signature at delivery (issue 16): drawn in the status dialog, shown on the order,
// printed on the 'Comprovante de entrega'.

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

/** CSS pixels at 96 per inch: what a width in millimetres is on screen. */
const px = (mm: number) => (mm * 96) / 25.4;

/** A customer with an account and a finished, paid repair of theirs, ready to be delivered. */
async function finishedOrderOfNewCustomer(): Promise<{ customer: Account; order: SeededOrder }> {
  const customer = await signUpCliente({ name: uniqueName("Cliente") });
  const clientId = await clientRecordOf(admin, customer.name);
  const order = await seedOrder(admin, clientId, {
    serialNumber: "356938035643809",
    warrantyMonths: 3,
    services: [{ description: "Troca do conector de carga", value: 180, discountType: "valor", discountValue: 0 }],
  });
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "concluido" });
  // Paid at the counter: delivering owes nothing (delivering with a balance is money.spec's).
  await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 18000, method: "pix" });
  return { customer, order };
}

/** How far the page scrolls sideways: 0 when nothing overflows its width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens 'Mudar status' on the order's page and chooses 'Entregue', picked up by this name. */
async function startDelivery(page: Page, pickedUpBy: string): Promise<Locator> {
  await page.getByRole("button", { name: "Mudar status" }).click();
  const dialog = page.getByRole("dialog", { name: "Mudar status" });
  await dialog.getByLabel("Novo status").selectOption({ label: "Entregue" });
  await dialog.getByLabel("Retirado por").fill(pickedUpBy);
  return dialog;
}

/** A stroke across the box, as a mouse draws it: down, a zigzag of moves, up. */
async function drawWithMouse(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), y + (step % 2 ? -30 : 30), { steps: 3 });
  }
  await page.mouse.up();
}

/** The same stroke with a finger: touch events straight from the browser's input layer, as a touchscreen sends them. */
async function drawWithFinger(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: box.x + 20 + step * ((box.width - 40) / 12), y: box.y + box.height / 2 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= 12; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Whether an image has loaded and has ink on it (dark pixels), not only its white paper. */
const inkedImage = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    if (!img.complete || img.naturalWidth === 0) return false;
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) return true;
    return false;
  });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true });

  test("staff deliver with the customer's signature, see it on the order and on the delivery receipt; the customer sees it too", async ({
    page,
    browser,
  }) => {
    const { customer, order } = await finishedOrderOfNewCustomer();
    const number = formatOrderNumber(order.number);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto(`/orders/${order.id}`);
    const dialog = await startDelivery(page, customer.name);

    // The pad: the dialog's width, twice as many pixels on this 2x screen, nothing wider than the phone.
    const pad = dialog.getByRole("img", { name: "Assinatura do cliente (opcional)" });
    await expect(pad).toBeVisible();
    const padBox = (await pad.boundingBox())!;
    await expect
      .poll(() => pad.evaluate((canvas) => (canvas as HTMLCanvasElement).width))
      .toBe(Math.round(padBox.width * 2));
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    expect(padBox.x + padBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Drawn with a finger, cleared, drawn again with the mouse.
    const clear = dialog.getByRole("button", { name: "Limpar" });
    await expect(clear).toBeDisabled();
    await drawWithFinger(page, pad);
    await expect(clear).toBeEnabled();
    await clear.click();
    await expect(clear).toBeDisabled();
    await drawWithMouse(page, pad);
    await expect(clear).toBeEnabled();

    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order.id}/status`)),
      dialog.getByRole("button", { name: "Salvar status" }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page.getByText("Status alterado para “Entregue”")).toBeVisible();
    await expect(dialog).toBeHidden();

    // On the order: the signature, whose it is and when; the history says it was signed.
    const summary = page.getByRole("region", { name: "Pedido" });
    const signature = summary.getByRole("figure", { name: "Assinatura de quem retirou" });
    const today = new Date().toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    await expect(signature).toContainText(`${customer.name}, em ${today} às`);
    const image = signature.getByRole("img", { name: `Assinatura de ${customer.name}` });
    await expect.poll(() => inkedImage(image)).toBe(true);
    await expect(page.getByRole("list", { name: "Histórico do pedido" })).toContainText(
      `Entregue, retirado por ${customer.name}, com assinatura`,
    );
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The delivery receipt, from the order's page (once the toast is gone: axe reads the receipt alone).
    await expect(page.getByText("Status alterado para “Entregue”")).toBeHidden({ timeout: 10_000 });
    await page.getByRole("link", { name: "Comprovante de entrega" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/delivery-receipt$`));
    await expect(page.getByRole("heading", { level: 1, name: "Comprovante de entrega" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
    const receipt = page.getByRole("main");
    const company = await admin.get<{ name: string }>("/api/company");
    await expect(receipt).toContainText(company.name);
    await expect(receipt).toContainText(number);
    await expect(receipt).toContainText(`Nome:${customer.name}`);
    await expect(receipt).toContainText(`Aparelho:Smartphone · ${order.brand} Galaxy S21`);
    await expect(receipt).toContainText("IMEI / nº de série:356938035643809");
    await expect(receipt).toContainText("Troca do conector de carga");
    await expect(receipt).toContainText("R$ 180,00");
    await expect(receipt).toContainText(new RegExp(`Entregue em:${today.replace(/\//g, "\\/")} às \\d{2}:\\d{2}`));
    await expect(receipt).toContainText(`Retirado por:${customer.name}`);
    const end = warrantyEndDay(today.split("/").reverse().join("-"), 3).split("-").reverse().join("/");
    await expect(receipt).toContainText(`Garantia:3 meses, até ${end}`);
    await expect
      .poll(() => inkedImage(receipt.getByRole("img", { name: `Assinatura de ${customer.name}` })))
      .toBe(true);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The customer follows their order and sees the same signature; another customer cannot read it.
    const customerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInWithApi(customerPage, customer);
    await customerPage.goto(`/orders/${order.id}`);
    const own = customerPage.getByRole("figure", { name: "Assinatura de quem retirou" });
    await expect.poll(() => inkedImage(own.getByRole("img", { name: `Assinatura de ${customer.name}` }))).toBe(true);
    await expect(customerPage.getByRole("link", { name: "Comprovante de entrega" })).toBeVisible();
    await customerPage.close();
    const stranger = await browser.newPage();
    await signInWithApi(stranger, await signUpCliente({ name: uniqueName("Cliente") }));
    expect((await stranger.request.get(`/api/orders/${order.id}/delivery-signature`)).status()).toBe(404);
    await stranger.close();
  });
});

test("at the counter, delivering without a signature leaves the receipt's line blank to sign on paper", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { customer, order } = await finishedOrderOfNewCustomer();
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}`);
  const dialog = await startDelivery(page, customer.name);
  await expect(dialog.getByRole("img", { name: "Assinatura do cliente (opcional)" })).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar status" }).click();
  await expect(page.getByText("Status alterado para “Entregue”")).toBeVisible();

  const summary = page.getByRole("region", { name: "Pedido" });
  await expect(summary).toContainText(`retirado por ${customer.name}`);
  await expect(summary.getByRole("figure", { name: "Assinatura de quem retirou" })).toHaveCount(0);
  const history = page.getByRole("list", { name: "Histórico do pedido" });
  await expect(history).toContainText(`Entregue, retirado por ${customer.name}`);
  await expect(history).not.toContainText("com assinatura");

  await page.getByRole("link", { name: "Comprovante de entrega" }).click();
  const receipt = page.getByRole("main");
  await expect(receipt).toContainText(`Retirado por:${customer.name}`);
  await expect(receipt.getByText(`Assinatura de ${customer.name}`, { exact: true })).toBeVisible();
  await expect(receipt.getByRole("img")).toHaveCount(0);
  const sheet = page.locator("article.order-sheet");
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(Math.ceil(px(210)));

  // On paper: the buttons are gone, and the receipt is one A4 page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await page.setViewportSize({ width: Math.floor(px(186)), height: 1000 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: null });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(pages).toHaveLength(1);
  expect(Math.abs(Number(pages[0]![1]) - (210 * 72) / 25.4)).toBeLessThan(1);
  expect(Math.abs(Number(pages[0]![2]) - (297 * 72) / 25.4)).toBeLessThan(1);
});
