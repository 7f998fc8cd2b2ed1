import { expect, test, type Page } from "@playwright/test";
import { gzipSize, JS_BUDGETS } from "../scripts/bench/web/budgets";
import { E2E_ADMIN, signInWithApi } from "./fixtures";

// The JavaScript budgets of docs/decisions/018, kept in CI; `npm run bench:web` measures the same
// figures with Lighthouse and adds the page scores.

/** Gzip bytes of every script the page loads until its heading shows and the network is quiet. */
async function javaScriptOf(page: Page, path: keyof typeof JS_BUDGETS): Promise<{ total: number; scripts: string[] }> {
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      sizes.set(new URL(response.url()).pathname, response.body().then(gzipSize));
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const entries = await Promise.all([...sizes].map(async ([script, size]) => `${script} ${await size}`));
  const total = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
  return { total, scripts: entries };
}

test("the login screen stays within its JavaScript budget", async ({ page }) => {
  const { total, scripts } = await javaScriptOf(page, "/auth");
  expect(total, scripts.join("\n")).toBeLessThanOrEqual(JS_BUDGETS["/auth"]);
});

test("the dashboard, with the signed-in shell, stays within its JavaScript budget", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  const { total, scripts } = await javaScriptOf(page, "/");
  expect(total, scripts.join("\n")).toBeLessThanOrEqual(JS_BUDGETS["/"]);
});

test("a signed-in page takes the session and consents its page asked for, and asks the server once for each", async ({
  page,
}) => {
  await signInWithApi(page, E2E_ADMIN);
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/api/session" || path === "/api/privacy/consents") asked.push(`${path} ${request.resourceType()}`);
  });
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Only the page's own preloads (Chromium files them as "other", scripts/signed-in-preload-plugin.ts):
  // the app's fetch() for each took the preloaded answer instead of asking again.
  expect(asked.sort()).toEqual(["/api/privacy/consents other", "/api/session other"]);
  const preloads = await page.locator('link[rel="modulepreload"], link[rel="preload"][as="fetch"]').count();
  expect(preloads).toBeGreaterThan(2);
});
