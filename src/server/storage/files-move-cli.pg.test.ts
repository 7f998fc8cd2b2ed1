import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderPhoto } from "@shared/order-types";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";
import { clients } from "@server/db/schema/shop";
import { runFilesMove } from "@server/test/files-move-process";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50_000, 5)]);

// `npm run files:move` as an operator runs it, against Postgres while the app keeps serving
// (docs/decisions/052): exit codes, the progress lines and the summary.
describe("npm run files:move", async () => {
  const s3 = await startS3Server();
  afterAll(() => s3.stop());
  const t = await createTestApp();
  const env = { DATABASE_URL: t.database.url!, BETTER_AUTH_SECRET: t.secret, ...s3.env };
  const [tecnico, owner] = await Promise.all([t.signedIn("tecnico"), t.signedIn("cliente")]);
  const { user } = (await (await owner.request("/api/session")).json()) as SessionResponse;
  const [ownerClient] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
  const order = (await (
    await tecnico.request("/api/orders", {
      json: { clientId: ownerClient!.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Não carrega" },
    })
  ).json()) as Order;
  const body = new FormData();
  for (const bytes of [JPEG, PNG, JPEG])
    body.append("photos", new File([new Uint8Array(bytes)], "foto.jpg", { type: "image/jpeg" }));
  const { photos } = (await (
    await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body })
  ).json()) as { photos: OrderPhoto[] };
  expect(photos).toHaveLength(3);
  await tecnico.request(`/api/orders/${order.id}/status`, { json: { status: "concluido" } });
  const signature = `data:image/png;base64,${PNG.toString("base64")}`;
  await tecnico.request(`/api/orders/${order.id}/status`, {
    json: { status: "entregue", pickedUpBy: "Ana Souza", signature },
  });
  const keys = async () => [
    ...(await t.db.select({ key: orderPhotos.storageKey }).from(orderPhotos)),
    ...(await t.db.select({ key: deliverySignatures.storageKey }).from(deliverySignatures)),
  ];

  it("moves every file to the bucket with a progress line per batch and a summary, exit 0, the app serving all along", async () => {
    const run = runFilesMove(["--to", "s3", "--batch", "1"], env);
    // The app answers while the move runs (Postgres: no lock on the database).
    expect((await tecnico.request(`/api/orders/${order.id}`)).status).toBe(200);
    const { code, stdout, stderr } = await run;
    expect(code, stdout + stderr).toBe(0);
    expect(stderr).toMatch(/^\[#####-{15}\] 1\/4 files 0\.0 MB \d+ files\/s$/m);
    expect(stderr).toMatch(/^\[#{20}\] 4\/4 files 0\.1 MB \d+ files\/s$/m);
    expect(stdout).toContain("Files moved to the bucket:");
    expect(stdout).toMatch(/^ {2}moved {24}4$/m);
    expect(stdout).toMatch(/^ {2}skipped \(already there\) {6}0$/m);
    expect(stdout).toMatch(/^ {2}failed {23}0$/m);
    expect(stdout).toMatch(/^ {2}time {25}\d+\.\d s$/m);
    expect((await keys()).every((row) => row.key !== null)).toBe(true);
  });

  it("moves them back; a file whose object differs fails it with exit 1 and the reason", async () => {
    const [photo] = await t.db.select().from(orderPhotos).where(eq(orderPhotos.id, photos[0]!.id));
    await s3.bucket.put(photo!.storageKey!, new Uint8Array(PNG), "image/png");
    const { code, stdout } = await runFilesMove(["--to=db"], env);
    expect(code, stdout).toBe(1);
    expect(stdout).toContain("Files moved into the database:");
    expect(stdout).toMatch(/^ {2}moved {24}3$/m);
    expect(stdout).toMatch(/^ {2}failed {23}1$/m);
    expect(stdout).toContain(
      `  failed: photos ${photo!.id}: object ${photo!.storageKey} does not match the row's checksum (row left as it is)`,
    );
    await s3.bucket.put(photo!.storageKey!, new Uint8Array(JPEG), "image/jpeg");
    const again = await runFilesMove(["--to", "db"], env);
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toMatch(/^ {2}skipped \(already there\) {6}3$/m);
    expect((await keys()).every((row) => row.key === null)).toBe(true);
  });

  it("refuses bad arguments with the usage (exit 2), and a move without S3_* with one line (exit 1)", async () => {
    for (const args of [[], ["--to", "ftp"], ["--to", "s3", "--batch", "0"], ["--para", "s3"]]) {
      const { code, stderr } = await runFilesMove(args, env);
      expect(code).toBe(2);
      expect(stderr.trim()).toBe("usage: npm run files:move -- --to s3|db [--batch N]");
    }
    const noS3 = { DATABASE_URL: env.DATABASE_URL, BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET };
    for (const [to, word] of [
      ["s3", "to"],
      ["db", "from"],
    ] as const) {
      const { code, stderr } = await runFilesMove(["--to", to], noS3);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Moving files ${word} object storage needs its bucket: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the server has them`,
      );
    }
  });
});
