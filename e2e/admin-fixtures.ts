import AxeBuilder from "@axe-core/playwright";
import { request, type Browser, type Page } from "@playwright/test";
import type { Role } from "@shared/roles";
import { baseURL } from "../playwright.config";
import { uniqueEmail, uniqueName, type Account, type ApiSession } from "./fixtures";

export const STAFF_PASSWORD = "Tecnico@123";

export interface UserAccount extends Account {
  id: string;
  role: Role;
}

/** A user created by the admin through the API (técnicos and admins cannot sign themselves up). */
export async function createUserAccount(admin: ApiSession, role: Role = "tecnico"): Promise<UserAccount> {
  const input = {
    name: uniqueName(role === "tecnico" ? "Tecnico" : "Usuario"),
    email: uniqueEmail(role),
    password: STAFF_PASSWORD,
    role,
  };
  const created = await admin.send<{ id: string }>("POST", "/api/users", input);
  return { ...input, id: created.id };
}

/** The HTTP status of a sign-in attempt: 200 when the credentials work. */
export async function signInStatus(account: Pick<Account, "email" | "password">): Promise<number> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const { token } = (await (await api.get("/api/csrf")).json()) as { token: string };
    const response = await api.post("/api/auth/sign-in/email", { data: account, headers: { "X-CSRF-Token": token } });
    return response.status();
  } finally {
    await api.dispose();
  }
}

/**
 * The page's serious and critical accessibility violations (axe), with where they are. Read once the
 * page's transitions have ended: mid-way through one (a tab turning active), colours are neither the
 * old nor the new ones, and no user reads them.
 */
export async function seriousViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // One cancelled meanwhile (its element gone, another transition in its place) rejects: it has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

/** A second browser of its own, for a test where two people use the app at once. */
export async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  return context.newPage();
}
