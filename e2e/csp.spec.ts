import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signInWithUi } from "./fixtures";

// The page security policy is strict (no inline script, few origins): the app itself must never trip it.
test("the app loads every screen with no Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/auth");
  const response = await page.request.get("/auth");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  await signInWithUi(page, E2E_ADMIN);
  for (const path of [
    "/",
    "/orders",
    "/orders/new",
    "/tickets",
    "/clients",
    "/users",
    "/settings",
    "/privacy",
    "/security",
    "/security-demo",
    "/validation-demo",
    "/owasp-demo",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
