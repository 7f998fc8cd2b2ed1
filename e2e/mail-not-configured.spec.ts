import { expect, test } from "@playwright/test";
import { seriousViolations } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, seedClient, signInWithApi, uniqueEmail } from "./fixtures";

// The shared e2e server has no SMTP_URL, as `npm start` by default: messages stay in the outbox,
// and the screens that would send one say so (docs/decisions/028).
for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`without e-mail configured, on the ${width}`, () => {
    test.use({ viewport });

    test("'Esqueci minha senha' tells the customer to ask the shop", async ({ page }) => {
      await page.goto("/auth");
      await page.getByRole("link", { name: "Esqueci minha senha" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "O envio de e-mails não está configurado nesta loja. Peça ao administrador para redefinir sua senha.",
      );
      await expect(page.getByRole("button", { name: "Enviar link" })).toHaveCount(0);
    });

    test("an invitation gives staff the link to pass on, which the customer follows to create the account", async ({
      page,
      browser,
    }) => {
      const admin = await apiSessionOf(E2E_ADMIN);
      const client = await seedClient(admin, { email: uniqueEmail("semsmtp") });
      await signInWithApi(page, E2E_ADMIN);
      await page.goto(`/clients/${client.id}`);
      const portal = page.getByRole("region", { name: "Portal do cliente" });
      await portal.getByRole("button", { name: "Convidar para o portal" }).click();
      await expect(portal).toContainText("O envio de e-mails não está configurado: envie este link ao cliente.");
      const link = await portal.getByLabel("Link do convite").inputValue();
      expect(link).toMatch(/\/convite#[A-Za-z0-9_-]{43}$/);
      // The client's mobile gets a WhatsApp link with the invitation in its text.
      const whatsapp = portal.getByRole("link", { name: "Enviar pelo WhatsApp" });
      await expect(whatsapp).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/5511987654321\\?text=.*${encodeURIComponent("/convite#")}`),
      );
      expect(await seriousViolations(page)).toEqual([]);

      const customer = await (await browser.newContext({ viewport, locale: "pt-BR" })).newPage();
      await customer.goto(link);
      await customer.getByLabel("Nova senha", { exact: true }).fill("Cliente@123");
      await customer.getByLabel("Confirmar nova senha").fill("Cliente@123");
      await customer.getByRole("button", { name: "Criar conta" }).click();
      await expect(customer.getByRole("heading", { level: 1, name: `Olá, ${client.name}!` })).toBeVisible();
      // No e-mail to confirm without e-mail configured: no notice.
      await expect(customer.getByRole("region", { name: "Confirme seu e-mail" })).toHaveCount(0);
      await admin.dispose();
    });

    test("the admin reads the messages the shop could not send in Configurações", async ({ page }) => {
      await signInWithApi(page, E2E_ADMIN);
      const admin = await apiSessionOf(E2E_ADMIN);
      const email = uniqueEmail("esqueceu");
      await admin.send("POST", "/api/users", {
        name: "Cliente Esquecido",
        email,
        password: "Cliente@123",
        role: "cliente",
      });
      await admin.dispose();
      const api = await page.request.get("/api/csrf");
      const { token } = (await api.json()) as { token: string };
      await page.request.post("/api/account/password-reset", { data: { email }, headers: { "X-CSRF-Token": token } });

      await page.goto("/settings");
      const outbox = page.getByRole("region", { name: "E-mails" });
      await expect(outbox).toContainText("O envio de e-mails não está configurado (SMTP_URL).");
      const message = outbox.getByRole("listitem").filter({ hasText: `Para: ${email}` });
      await expect(message).toContainText("Não enviado (e-mail não configurado)", { timeout: 20_000 });
      await message.getByText("Ver mensagem").click();
      await expect(message).toContainText("/redefinir-senha#");
      // Held with its link still good: it can be sent again once e-mail is configured.
      await expect(message.getByRole("button", { name: "Reenviar" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
