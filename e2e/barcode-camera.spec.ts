import { writeFile } from "node:fs/promises";
import { chromium, expect, test, type Page } from "@playwright/test";
import { productPage } from "@shared/page-paths";
import type { Product } from "@shared/stock-types";
import { baseURL } from "../playwright.config";
import { createUserAccount, type UserAccount } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, seedClient, seedOrder, signInWithApi, type ApiSession } from "./fixtures";
import { seedBarcodedPart } from "./stock-fixtures";

// 'Ler código' (issue 25 part 6, docs/decisions/047): Chromium's fake camera films a barcode drawn here,
// and the part it names goes into the order. Debian's Chromium has no BarcodeDetector of its own on
// Linux, so this walks the polyfill's path: its WebAssembly from our origin, under the page's CSP.
let admin: ApiSession;
let tecnico: UserAccount;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
});
test.afterAll(async () => {
  await admin.dispose();
});

const PHONE = { width: 390, height: 844 };
const LABOUR = [{ description: "Mão de obra", value: 100, discountType: "valor", discountValue: 0 }];

// EAN-13's digit patterns (1 a bar module, 0 a space): L and G on the left half, R on the right. R is L
// with every module flipped; G is R read backwards.
const L_CODES = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(""));
// The first digit is not drawn: it chooses which of the left half's six digits take L and which G.
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The 95 modules of an EAN-13: guard, six left digits, centre guard, six right digits, guard. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === "L" ? L_CODES : G_CODES)[digit]!);
  const right = digits.slice(7).map((digit) => R_CODES[digit]!);
  const modules = `101${left.join("")}01010${right.join("")}101`;
  expect(modules).toHaveLength(95);
  return modules;
}

/**
 * A few frames of a 640×480 YUV 4:2:0 video (Y4M) of the code: black bars five pixels per module on white,
 * with a wide quiet zone; luma only, chroma neutral (128).
 */
function barcodeVideo(code: string): Buffer {
  const [width, height, module, frames] = [640, 480, 5, 5];
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * module) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 90; y < 390; y++)
    for (let i = 0; i < modules.length; i++)
      if (modules[i] === "1") luma.fill(0, y * width + left + i * module, y * width + left + (i + 1) * module);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Every MediaStream the page opens, kept where the test can see whether its tracks were stopped. */
const RECORD_STREAMS = () => {
  const streams: MediaStream[] = [];
  (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    streams.push(stream);
    return stream;
  };
};
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === "live").length,
  );

test("the camera reads a part's barcode: into a técnico's order at 390 px (one unit), in Estoque (the part opens), into a purchase", async () => {
  const testInfo = test.info();
  const part = await seedBarcodedPart(admin);
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, { status: "em_andamento", services: LABOUR });
  const video = testInfo.outputPath("barcode.y4m");
  await writeFile(video, barcodeVideo(part.barcode!));

  // The config's Chromium and flags, plus a fake camera filming the file and no permission prompt.
  const configured = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...configured,
    args: [
      ...(configured.args ?? []),
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
      "--use-fake-ui-for-media-stream",
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    await context.addInitScript(RECORD_STREAMS);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    const readerFiles = () => fetched.filter((url) => /zxing|camera-scan/.test(url));

    await signInWithApi(page, tecnico);
    await page.goto(`/orders/${order.id}`);
    const parts = page.getByRole("region", { name: "Peças" });
    await expect(parts).toContainText("Nenhuma peça usada.");
    await parts.getByRole("button", { name: "Adicionar peça" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar peça" });
    // Nothing of the camera's reader comes with the order page or the dialog: only once it is asked for.
    await expect(dialog.getByRole("button", { name: "Ler código" })).toBeVisible();
    expect(readerFiles()).toEqual([]);

    await dialog.getByRole("button", { name: "Ler código" }).click();
    await expect(page.getByRole("dialog", { name: "Ler código" })).toBeVisible();
    // The fake camera loops the video; reading a frame takes the polyfill a moment to compile first.
    await expect(dialog.getByText(`${part.name}: 1 unidade adicionada ao pedido.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("dialog", { name: "Ler código" })).toBeHidden();
    // The camera is off once the code is read.
    expect(await liveTracks(page)).toBe(0);
    await expect(dialog.getByLabel("Buscar peça")).toHaveValue("");
    await dialog.getByRole("button", { name: "Concluir" }).click();
    await expect(parts.getByRole("list", { name: "Peças do pedido" })).toContainText(part.name);
    await expect(parts).toContainText("1 × R$ 89,90");
    expect((await admin.get<Product>(`/api/products/${part.id}`)).quantity).toBe(3);

    // Whichever reader this Chromium used: its own, or the polyfill with its WebAssembly from our origin.
    const native = await page.evaluate(async () => {
      const detector = (window as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
      return detector ? (await detector.getSupportedFormats()).includes("ean_13") : false;
    });
    const wasm = fetched.filter((url) => url.endsWith(".wasm"));
    testInfo.annotations.push({ type: "barcode reader", description: native ? "native BarcodeDetector" : "polyfill" });
    if (native) expect(wasm).toEqual([]);
    else {
      expect(wasm).toHaveLength(1);
      expect(new URL(wasm[0]!).origin).toBe(new URL(baseURL).origin);
    }

    // In Estoque, the code read opens the part, as a USB reader's Enter does.
    await page.goto("/estoque");
    await page.getByRole("button", { name: "Ler código" }).click();
    await expect(page).toHaveURL(new RegExp(`${productPage(part.id)}$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(part.name);
    expect(await liveTracks(page)).toBe(0);

    // The admin's purchase: the code read adds the part to the items, as a chosen match does.
    await context.clearCookies();
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/compras/nova");
    await page.getByRole("button", { name: "Ler código" }).click();
    await expect(page.getByRole("list", { name: "Itens da compra" })).toContainText(part.name, { timeout: 20_000 });
    expect(await liveTracks(page)).toBe(0);
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("a refused camera is said in words, and the dialog closes", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto("/estoque");
  await page.getByRole("button", { name: "Ler código" }).click();
  const camera = page.getByRole("dialog", { name: "Ler código" });
  await expect(camera.getByRole("alert")).toHaveText("Permita o acesso à câmera para ler o código");
  await camera.getByRole("button", { name: "Cancelar" }).click();
  await expect(camera).toBeHidden();
  await expect(page.getByRole("button", { name: "Ler código" })).toBeFocused();
});
