import { expect, test, type Request } from "@playwright/test";
import { apiSessionOf, E2E_ADMIN, seedClient, signInWithApi, uniqueName } from "./fixtures";

// docs/decisions/049: the answer to a new order is lost on the way back (the server made it); the
// user sends the form again, with the same Idempotency-Key, and gets the first answer: one order.
test("an order sent again after its answer was lost is created once", async ({ page }) => {
  const admin = await apiSessionOf(E2E_ADMIN);
  const client = await seedClient(admin);
  const brand = uniqueName("Marca");
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/orders/new");

  const picker = page.getByRole("combobox", { name: "Cliente" });
  await picker.fill(client.name);
  await page.getByRole("option", { name: new RegExp(client.name) }).click();
  await expect(page.getByText(`Cliente selecionado: ${client.name}`)).toBeVisible();
  await page.getByLabel("Marca", { exact: true }).fill(brand);
  await page.getByLabel("Modelo", { exact: true }).fill("Moto G84");
  await page.getByLabel("Aparelho", { exact: true }).fill("Smartphone");
  await page.getByLabel("Defeito", { exact: true }).fill("Não liga depois da chuva");

  const creations: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") creations.push(request);
  });
  // The first creation reaches the server, which answers; the browser never sees the answer.
  let lost = false;
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() !== "POST" || lost) return route.fallback();
    lost = true;
    const answered = await route.fetch();
    expect(answered.status()).toBe(201);
    await route.abort("connectionreset");
  });

  const create = page.getByRole("button", { name: "Criar Pedido" });
  await create.click();
  await expect.poll(() => lost).toBe(true);
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(create).toBeEnabled();
  const replayed = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/orders"));
  await create.click();
  expect((await replayed).headers()["idempotent-replayed"]).toBe("true");
  await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();

  expect(creations).toHaveLength(2);
  const [first, second] = await Promise.all(creations.map((r) => r.allHeaders()));
  expect(first!["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(second!["idempotency-key"]).toBe(first!["idempotency-key"]);
  const found = await admin.get<{ total: number }>(`/api/orders?${new URLSearchParams({ search: brand })}`);
  expect(found.total).toBe(1);
  await admin.dispose();
});
