import { expect, test, type Page } from "@playwright/test";
import { startS3Server, type TestS3Server } from "@server/test/s3-server";
import { TINY_PNG, uniqueName } from "./fixtures";
import { DEMO_PASSWORD, OwnServer } from "./own-server";

// Photos on S3-compatible object storage whose bucket goes away (docs/decisions/051): a server of its own
// with S3_* pointing at a real S3-protocol server the test can take down.
const STORAGE_DOWN =
  "Armazenamento de arquivos indisponível no momento. O restante foi salvo; tente enviar o arquivo novamente em instantes.";
const PORT = 3112;
let s3: TestS3Server;
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  s3 = await startS3Server();
  server = new OwnServer(PORT, { env: { ...s3.env, SEED_DEMO: "true" } });
  server.wipe();
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  server?.wipe();
  await s3?.stop();
});

async function signIn(page: Page, email = "tecnico@demo.local") {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`on the ${width}: with the bucket away the order is saved and its photo waits on the edit page, sent once it is back; its customer sees it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto("/orders/new");
    const picker = page.getByRole("combobox", { name: "Cliente" });
    await picker.fill("Carla Cliente");
    await page.getByRole("option", { name: /Carla Cliente/ }).click();
    const brand = uniqueName("Balde");
    await page.getByLabel("Marca", { exact: true }).fill(brand);
    await page.getByLabel("Modelo", { exact: true }).fill("G100");
    await page.getByLabel("Aparelho", { exact: true }).fill("Smartphone");
    await page.getByLabel("Defeito", { exact: true }).fill("Não liga depois de molhar");
    await page
      .getByLabel("Adicionar fotos", { exact: true })
      .setInputFiles([{ name: "frente.png", mimeType: "image/png", buffer: TINY_PNG }]);

    s3.goDown();
    await page.getByRole("button", { name: "Criar Pedido" }).click();
    await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();
    await expect(page.getByText(STORAGE_DOWN)).toBeVisible();
    // The order is saved: its edit page, with what was typed and the photo still waiting to be sent.
    await expect(page.getByRole("heading", { level: 1, name: "Editar Pedido" })).toBeVisible();
    await expect(page.getByLabel("Marca", { exact: true })).toHaveValue(brand);
    await expect(page.getByRole("img", { name: "Nova foto: frente.png" })).toBeVisible();
    const orderPath = new URL(page.url()).pathname;

    s3.comeBack();
    await page.getByRole("button", { name: "Atualizar Pedido" }).click();
    await expect(page.getByText("Pedido atualizado com sucesso")).toBeVisible();
    await page.goto(orderPath.replace(/\/edit$/, ""));
    const photo = page.getByRole("img", { name: "Foto 1 do aparelho" });
    await expect(photo).toBeVisible();
    // Served back from the bucket, through the app.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const keys = (await s3.bucket.list("photos/")).objects;
    expect(keys.length).toBeGreaterThan(0);

    // The customer whose order it is sees the photo too, from the bucket through the app's checks.
    const customer = await page
      .context()
      .browser()!
      .newPage({ baseURL: `http://localhost:${PORT}`, viewport });
    await signIn(customer, "cliente@demo.local");
    await customer.goto(orderPath.replace(/\/edit$/, ""));
    const seen = customer.getByRole("img", { name: "Foto 1 do aparelho" });
    await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await customer.close();
    if (width === "phone")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
