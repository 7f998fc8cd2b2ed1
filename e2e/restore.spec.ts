import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { apiSessionOf, E2E_ADMIN, seedClient, seedOrder } from "./fixtures";
import { OwnServer } from "./own-server";

const run = promisify(execFile);

// The whole way back from a backup: run on the shared server, restored by the documented command into
// an empty database, then the restored copy served on its own and walked in the browser.
test("a backup restored into an empty database brings the orders back", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiSessionOf(E2E_ADMIN);
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, {
    services: [{ description: "Troca de tela", value: 333.33, discountType: "porcentagem", discountValue: 12.5 }],
  });
  const backup = await admin.send<{ runId: string }>("POST", "/api/backups");
  const files = await admin.get<{ filePath: string; metadata: { run_id: string } }[]>("/api/backups");
  const runFolder = dirname(files.find((f) => f.metadata.run_id === backup.runId)!.filePath);
  await admin.dispose();

  const dataDir = join(tmpdir(), `bancada-e2e-restored-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/restore-backup.ts", runFolder], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  expect(stdout).toContain(`Restored backup ${backup.runId}`);

  const restored = new OwnServer(3102, { dataDir });
  await restored.start();
  try {
    // Not a fresh install: the restored database has users, so no demo data is added.
    expect(restored.output).not.toContain("Demo accounts");
    const page = await (await browser.newContext({ baseURL: restored.url })).newPage();
    await page.goto("/auth");
    await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
    await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
    await expect(page.getByRole("heading", { name: new RegExp(order.brand) })).toBeVisible();
    await expect(page.getByText("R$ 291,66").first()).toBeVisible();
    await expect(page.getByText(client.name).first()).toBeVisible();
  } finally {
    await restored.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
