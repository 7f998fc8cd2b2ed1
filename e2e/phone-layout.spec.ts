import { expect, test, type Locator } from "@playwright/test";
import { E2E_ADMIN, signInWithApi } from "./fixtures";

// What a shop saw walking the app on a phone (issue 23, item 8): the dashboard's cards in two columns
// with the day's work close by, the chart's weeks named, the settings' sections a tap away, and search
// boxes whose placeholder is read whole.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Whether an input's placeholder fits its text area, measured in its own font. */
async function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width <= room;
  });
}

test("the admin's dashboard on a phone: number cards two by two, the breadcrumb 'Início', weeks named on the chart", async ({
  page,
}) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toHaveText("Início");
  const cards = page.getByRole("heading", { level: 2, name: "Total de Pedidos" }).locator("xpath=../..");
  const first = await cards.boundingBox();
  const second = await page
    .getByRole("heading", { level: 2, name: "Pedidos Pendentes" })
    .locator("xpath=../..")
    .boundingBox();
  expect(first && second && Math.abs(first.y - second.y)).toBe(0);
  expect(first!.width).toBeLessThan(PHONE.width / 2);
  const chart = page.getByRole("img", { name: /^Pedidos por semana/ });
  // Eight weeks, each under its first day (dd/MM).
  await expect(chart.locator("text").filter({ hasText: /^\d{2}\/\d{2}$/ })).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("Configurações on a phone: each section is one tap from the top", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/settings");
  const sections = page.getByRole("navigation", { name: "Seções das configurações" });
  await expect(sections.getByRole("link")).toHaveText([
    "Meu Perfil",
    "Notificações",
    "Empresa",
    "Pix",
    "Segurança",
    "Sistema",
    "WhatsApp",
    "E-mails",
  ]);
  // The cards fill in as their data arrives; a tap once they have is what a person makes.
  const settled = async () => {
    await expect(page.getByRole("region", { name: "Pix" }).getByLabel("Chave Pix")).toBeEnabled();
    await page.waitForLoadState("networkidle");
  };
  await settled();
  await sections.getByRole("link", { name: "E-mails" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "E-mails" })).toBeInViewport();
  await page.goto("/settings");
  await settled();
  await sections.getByRole("link", { name: "WhatsApp" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Mensagens do WhatsApp" })).toBeInViewport();
});

test("search boxes say what they search in full at 390 px", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  for (const [path, label] of [
    ["/orders", "Buscar pedidos"],
    ["/clients", "Buscar clientes"],
    ["/tickets", "Buscar chamados"],
    ["/users", "Buscar usuários"],
    ["/estoque", "Buscar peças"],
    ["/fornecedores", "Buscar fornecedores"],
  ] as const) {
    await page.goto(path);
    const box = page.getByRole("searchbox", { name: label });
    await expect(box).toBeVisible();
    expect(await placeholderFits(box), `${path}: "${await box.getAttribute("placeholder")}"`).toBe(true);
  }
  await page.getByRole("button", { name: "Abrir busca" }).click();
  expect(await placeholderFits(page.getByRole("combobox", { name: "Buscar" }))).toBe(true);
});
