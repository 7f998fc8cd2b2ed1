import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { DEFAULT_WHATSAPP_TEMPLATES, type WhatsappTemplates } from "@shared/whatsapp";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  uniqueName,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

// The templates are the shop's, one set for every test: the tests that read a message must not run
// while another edits them.
test.describe.configure({ mode: "serial" });

let admin: ApiSession;
let tecnico: UserAccount;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
});
test.afterAll(async () => {
  await admin.send("PUT", "/api/company/whatsapp-templates", DEFAULT_WHATSAPP_TEMPLATES);
  await admin.dispose();
});

const SERVICES = [
  { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
  { description: "Película de vidro", value: 30, discountType: "valor", discountValue: 0 },
];
const NO_MOBILE =
  "O cliente não tem um celular válido cadastrado (DDD + número com 9 dígitos). Corrija o telefone no cadastro do cliente.";

/** The order's tracking link, as staff see it on the order page. */
async function trackingUrlOf(order: SeededOrder): Promise<string> {
  return (await admin.get<{ url: string }>(`/api/orders/${order.id}/tracking`)).url;
}

/**
 * The line a message ends with when the order has a balance and the shop a Pix key (the shared
 * server's key is whatever a spec last set, or none): its copia e cola after `lead`, else nothing.
 */
async function pixLineOf(order: SeededOrder, lead: string): Promise<string> {
  const pix = await admin.get<{ keyType: string } | null>("/api/company/pix");
  if (!pix) return "";
  return `\n${lead}: ${(await admin.get<{ payload: string }>(`/api/orders/${order.id}/pix`)).payload}`;
}

/** Moves the order through the API, as another member of staff would meanwhile. */
async function move(order: SeededOrder, ...steps: Record<string, string | boolean>[]) {
  for (const step of steps) await admin.send("POST", `/api/orders/${order.id}/status`, step);
}

/**
 * Opens 'Enviar pelo WhatsApp' with the button given, checks the number and the message in the
 * dialog and in its wa.me link, and opens WhatsApp: the chat opens in a new tab and the dialog closes.
 */
async function sendAndCheck(page: Page, button: Locator, message: string) {
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Enviar pelo WhatsApp" });
  await expect(dialog.getByText("+55 (11) 98765-4321")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Prévia da mensagem" })).toHaveText(message);
  const open = dialog.getByRole("link", { name: "Abrir WhatsApp" });
  const url = new URL((await open.getAttribute("href"))!);
  expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
  expect(url.searchParams.get("text")).toBe(message);
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", "noopener noreferrer");
  const [chat] = await Promise.all([page.waitForEvent("popup"), open.click()]);
  await expect(dialog).toBeHidden();
  await expect(chat).toHaveURL(url.href);
  await chat.close();
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      // No network here: wa.me answers from the test, so the new tab shows where the link went.
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    });

    test("the admin edits a message with its live preview, refused with an unknown placeholder; the next message sent uses it; 'Restaurar padrão' puts the default back", async ({
      page,
    }) => {
      const client = await seedClient(admin, { name: `${uniqueName("Joana")} Lima` });
      const order = await seedOrder(admin, client.id, { status: "concluido", services: SERVICES });
      await signInWithApi(page, E2E_ADMIN);
      await page.goto("/settings");
      const card = page.getByRole("region", { name: "Mensagens do WhatsApp" });
      const ready = card.getByRole("textbox", { name: "Pronto para retirada" });
      const preview = card.getByRole("figure", { name: "Prévia: Pronto para retirada" }).locator("p");
      await expect(ready).toHaveValue(DEFAULT_WHATSAPP_TEMPLATES.pronto);
      await expect(preview).toContainText(
        "Olá, Maria! Seu Samsung Galaxy S21 (OS 00012) está pronto para retirada. Total: R$ 350,00. Detalhes: http",
      );
      await expect(card.getByRole("button", { name: "Restaurar padrão: Pronto para retirada" })).toBeDisabled();
      // The charge of 'A receber' is the shop's to word too, with the balance and its Pix copia e cola.
      await expect(card.getByRole("textbox", { name: "Cobrança" })).toHaveValue(DEFAULT_WHATSAPP_TEMPLATES.cobranca);
      await expect(card.getByRole("figure", { name: "Prévia: Cobrança" })).toContainText(
        "Consta um saldo de R$\u00a0200,00 em aberto",
      );

      await ready.fill("Oi {cliente}, o {aparelho} ficou pronto! Retire com o {nome}. {link}");
      await expect(preview).toContainText("Retire com o {nome}.");
      await card.getByRole("button", { name: "Salvar Mensagens" }).click();
      await expect(card.getByText("Marcador desconhecido: {nome}.", { exact: false })).toBeVisible();
      await expect(ready).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);

      const own = "Oi {cliente}, o {aparelho} (OS {os}) ficou pronto! {status}, {total}.\nVeja: {link}";
      await ready.fill(own);
      await expect(preview).toHaveText(
        new RegExp(
          "^Oi Maria, o Samsung Galaxy S21 \\(OS 00012\\) ficou pronto! Concluído, R\\$\\s350,00\\.\\s+Veja: https?://[^/]+/acompanhar/exemplo$",
        ),
      );
      await card.getByRole("button", { name: "Salvar Mensagens" }).click();
      await expect(page.getByText("Mensagens do WhatsApp salvas com sucesso")).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await page.reload();
      await expect(ready).toHaveValue(own);

      // Staff sending now get the shop's own words.
      await page.goto(`/orders/${order.id}`);
      const first = client.name.split(" ")[0];
      const link = await trackingUrlOf(order);
      await sendAndCheck(
        page,
        page.getByRole("button", { name: "Enviar pelo WhatsApp" }),
        `Oi ${first}, o ${order.brand} Galaxy S21 (OS ${String(order.number).padStart(5, "0")}) ficou pronto! Concluído, R$\u00a0435,00.\nVeja: ${link}`,
      );

      await page.goto("/settings");
      await card.getByRole("button", { name: "Restaurar padrão: Pronto para retirada" }).click();
      await expect(ready).toHaveValue(DEFAULT_WHATSAPP_TEMPLATES.pronto);
      await card.getByRole("button", { name: "Salvar Mensagens" }).click();
      await expect(page.getByText("Mensagens do WhatsApp salvas com sucesso")).toBeVisible();
      expect(await admin.get<WhatsappTemplates>("/api/company/whatsapp-templates")).toEqual(DEFAULT_WHATSAPP_TEMPLATES);
    });

    test("a técnico sends the message of each status from the order page, the order card and the client page; each sending is in the history; 'Ligar' calls the client", async ({
      page,
    }) => {
      const client = await seedClient(admin, { name: `${uniqueName("Maria")} Oliveira`, phone: "(11) 98765-4321" });
      const order = await seedOrder(admin, client.id, { services: SERVICES });
      const first = client.name.split(" ")[0];
      const device = `${order.brand} Galaxy S21`;
      const os = String(order.number).padStart(5, "0");
      const link = await trackingUrlOf(order);
      await signInWithApi(page, tecnico);

      // The order page: received, then waiting for approval after 'Mudar status'.
      await page.goto(`/orders/${order.id}`);
      const summary = page.getByRole("region", { name: "Pedido" });
      await expect(summary.getByRole("link", { name: "Ligar para (11) 98765-4321" })).toHaveAttribute(
        "href",
        "tel:+5511987654321",
      );
      const send = page.getByRole("button", { name: "Enviar pelo WhatsApp" });
      await send.click();
      const dialog = page.getByRole("dialog", { name: "Enviar pelo WhatsApp" });
      await expect(dialog.getByText("Pedido recebido", { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page, viewport.width);
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect(dialog).toBeHidden();
      await sendAndCheck(
        page,
        send,
        `Olá, ${first}! Recebemos seu ${device} (OS ${os}). Acompanhe o reparo por aqui: ${link}`,
      );
      const history = page.getByRole("list", { name: "Histórico do pedido" });
      await expect(history).toContainText("Mensagem enviada pelo WhatsApp (Pedido recebido)");

      await page.getByRole("button", { name: "Mudar status" }).click();
      const moveDialog = page.getByRole("dialog", { name: "Mudar status" });
      await moveDialog.getByLabel("Novo status").selectOption({ label: "Aguardando aprovação" });
      await moveDialog.getByRole("button", { name: "Salvar status" }).click();
      await expect(moveDialog).toBeHidden();
      await sendAndCheck(
        page,
        send,
        `Olá, ${first}! O orçamento do seu ${device} (OS ${os}) está pronto: R$\u00a0435,00. Veja os serviços e aprove por aqui: ${link}`,
      );
      await expect(history).toContainText("Mensagem enviada pelo WhatsApp (Orçamento aguardando aprovação)");

      // The order card in the list: ready for pickup.
      await move(order, { status: "em_andamento" }, { status: "concluido" });
      await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
      const card = page.getByRole("article").filter({ hasText: order.brand }).locator("..");
      const number = formatOrderNumber(order.number);
      // With a balance due, the Pix copia e cola follows when the shop has a key (another spec may set one).
      const pix = await pixLineOf(order, "Se preferir, pague o saldo com o Pix copia e cola");
      await sendAndCheck(
        page,
        card.getByRole("button", { name: `Enviar ${number} pelo WhatsApp` }),
        `Olá, ${first}! Seu ${device} (OS ${os}) está pronto para retirada. Total: R$\u00a0435,00. Detalhes: ${link}${pix}`,
      );
      await noSidewaysScroll(page, viewport.width);

      // The client page, per order: delivered. 'Ligar' there too.
      await move(order, { status: "entregue", pickedUpBy: "Maria Oliveira", confirmOpenBalance: true });
      await page.goto(`/clients/${client.id}`);
      await expect(page.getByRole("link", { name: "Ligar para (11) 98765-4321" })).toHaveAttribute(
        "href",
        "tel:+5511987654321",
      );
      const orders = page.getByRole("list", { name: "Pedidos do cliente" });
      await sendAndCheck(
        page,
        orders.getByRole("button", { name: `Enviar ${number} pelo WhatsApp` }),
        `Olá, ${first}! Obrigado por confiar em nós. Seu ${device} (OS ${os}) foi entregue. A garantia e os detalhes ficam aqui: ${link}`,
      );
      await noSidewaysScroll(page, viewport.width);

      await page.goto(`/orders/${order.id}`);
      for (const moment of ["Pronto para retirada", "Entregue"])
        await expect(history).toContainText(`Mensagem enviada pelo WhatsApp (${moment})`);
    });

    test("a client with a landline gets the reason instead of a link, and 'Ligar' still calls them", async ({
      page,
    }) => {
      const client = await seedClient(admin, { phone: "(11) 3456-7890" });
      const order = await seedOrder(admin, client.id);
      await signInWithApi(page, tecnico);
      await page.goto(`/orders/${order.id}`);
      await expect(page.getByRole("link", { name: "Ligar para (11) 3456-7890" })).toHaveAttribute(
        "href",
        "tel:+551134567890",
      );
      await page.getByRole("button", { name: "Enviar pelo WhatsApp" }).click();
      const dialog = page.getByRole("dialog", { name: "Enviar pelo WhatsApp" });
      await expect(dialog.getByRole("alert")).toHaveText(NO_MOBILE);
      await expect(dialog.getByRole("link")).toHaveCount(0);
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Fechar", exact: true }).first().click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("list", { name: "Histórico do pedido" })).not.toContainText("WhatsApp");
    });

    test("an order whose tracking link was revoked gets the reason instead of a link, until staff make a new one", async ({
      page,
    }) => {
      const client = await seedClient(admin);
      const order = await seedOrder(admin, client.id);
      await admin.send("DELETE", `/api/orders/${order.id}/tracking`);
      await signInWithApi(page, tecnico);
      await page.goto(`/orders/${order.id}`);
      const send = page.getByRole("button", { name: "Enviar pelo WhatsApp" });
      await send.click();
      const dialog = page.getByRole("dialog", { name: "Enviar pelo WhatsApp" });
      await expect(dialog.getByRole("alert")).toHaveText(
        "O link de acompanhamento está revogado. Gere um novo link para enviar pelo WhatsApp.",
      );
      await expect(dialog.getByRole("link")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      const tracking = page.getByRole("region", { name: "Acompanhamento pelo cliente" });
      await tracking.getByRole("button", { name: "Gerar novo link" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Gerar novo link" }).click();
      await expect(tracking.getByTestId("tracking-url")).toBeVisible();
      const link = (await tracking.getByTestId("tracking-url").textContent())!;
      await send.click();
      await expect(dialog.getByRole("region", { name: "Prévia da mensagem" })).toContainText(link);
      await expect(dialog.getByRole("link", { name: "Abrir WhatsApp" })).toBeVisible();
    });
  });
}
