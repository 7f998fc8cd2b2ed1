import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderPhoto } from "@shared/order-types";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";
import { clients } from "@server/db/schema/shop";
import { AppError } from "@server/errors";
import { forgetFilesOfFailedWrite, sha256 } from "@server/storage/files";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";

// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300_000, 7)]);

function form(...files: { name: string; bytes: Buffer }[]) {
  const body = new FormData();
  for (const f of files) body.append("photos", new File([new Uint8Array(f.bytes)], f.name, { type: "image/png" }));
  return body;
}
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const STORAGE_DOWN =
  "Armazenamento de arquivos indisponível no momento. O restante foi salvo; tente enviar o arquivo novamente em instantes.";

// Photos and signatures on S3-compatible storage (docs/decisions/051): a real S3-protocol server that checks
// every request's signature, on both engines.
describe("files in an S3 bucket", async () => {
  const s3 = await startS3Server();
  afterAll(() => s3.stop());
  const t = await createTestApp({ s3: s3.env });
  const [admin, tecnico, owner, stranger] = await Promise.all([
    t.signedIn("admin"),
    t.signedIn("tecnico"),
    t.signedIn("cliente"),
    t.signedIn("cliente"),
  ]);
  const { user } = (await (await owner.request("/api/session")).json()) as SessionResponse;
  const [ownerClient] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
  async function newOrder(): Promise<Order> {
    const created = await tecnico.request("/api/orders", {
      json: { clientId: ownerClient!.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Não carrega" },
    });
    return (await created.json()) as Order;
  }
  const order = await newOrder();
  const upload = (body: FormData, orderId = order.id) =>
    tecnico.request(`/api/orders/${orderId}/photos`, { method: "POST", body });
  const objectKeys = async (prefix: string) => (await s3.bucket.list(prefix)).objects.map((o) => o.key);

  it("writes a photo to the bucket under a key that says nothing, and keeps its key, size, type and checksum", async () => {
    const res = await upload(form({ name: "Maria da Silva - iPhone.jpg", bytes: JPEG }));
    expect(res.status).toBe(201);
    const [photo] = ((await res.json()) as { photos: OrderPhoto[] }).photos;
    const [row] = await t.db.select().from(orderPhotos).where(eq(orderPhotos.id, photo!.id));
    expect(row).toMatchObject({ data: null, sizeBytes: JPEG.length, mimeType: "image/jpeg", checksum: sha256(JPEG) });
    expect(row!.storageKey).toMatch(/^photos\/[0-9a-f-]{36}$/);
    const object = await s3.bucket.get(row!.storageKey!);
    expect(Buffer.from(await new Response(object!.body).arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it("serves it through the app's checks only: staff and the owner read it, another customer and nobody do not", async () => {
    const res = await upload(form({ name: "frente.png", bytes: PNG }));
    const [photo] = ((await res.json()) as { photos: OrderPhoto[] }).photos;
    for (const reader of [admin, tecnico, owner]) {
      const read = await reader.request(photo!.url);
      expect(read.status).toBe(200);
      expect(read.headers.get("content-type")).toBe("image/png");
      expect(read.headers.get("cache-control")).toBe("private, max-age=3600");
      expect((await bytesOf(read)).equals(PNG)).toBe(true);
    }
    expect((await stranger.request(photo!.url)).status).toBe(404);
    expect((await t.client().request(photo!.url)).status).toBe(401);
    // A HEAD: the same checks, the headers alone, the bucket's stream closed.
    const head = await owner.request(photo!.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await stranger.request(photo!.url, { method: "HEAD" })).status).toBe(404);
    // A customer cannot upload or delete.
    expect(
      (
        await owner.request(`/api/orders/${order.id}/photos`, {
          method: "POST",
          body: form({ name: "x.png", bytes: PNG }),
        })
      ).status,
    ).toBe(403);
    expect((await owner.request(photo!.url, { method: "DELETE" })).status).toBe(403);
  });

  it("deleting a photo removes its object", async () => {
    const [photo] = (
      (await (await upload(form({ name: "apagar.png", bytes: PNG }))).json()) as { photos: OrderPhoto[] }
    ).photos;
    const [row] = await t.db.select().from(orderPhotos).where(eq(orderPhotos.id, photo!.id));
    expect(await s3.bucket.head(row!.storageKey!)).not.toBeNull();
    expect((await tecnico.request(photo!.url, { method: "DELETE" })).status).toBe(204);
    expect(await s3.bucket.head(row!.storageKey!)).toBeNull();
  });

  it("a failed write's objects go, but not when the database was lost (its COMMIT may have landed): the sweep's", async () => {
    const refused = "photos/00000000-0000-4000-8000-0000000000c1";
    const lost = "photos/00000000-0000-4000-8000-0000000000c2";
    for (const key of [refused, lost]) await s3.bucket.put(key, new Uint8Array(PNG), "image/png");
    await forgetFilesOfFailedWrite(t.storage, [refused], new AppError("NOT_FOUND", "Pedido não encontrado"));
    await forgetFilesOfFailedWrite(t.storage, [lost], new Error("Connection terminated unexpectedly"));
    expect(await s3.bucket.head(refused)).toBeNull();
    expect(await s3.bucket.head(lost)).not.toBeNull();
    await s3.bucket.delete(lost);
  });

  it("an upload to an order that does not exist leaves no object behind", async () => {
    const before = await objectKeys("photos/");
    const res = await upload(form({ name: "x.png", bytes: PNG }), "00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(await objectKeys("photos/")).toEqual(before);
  });

  it("keeps the signature at delivery in the bucket; the owner reads it and the export embeds it", async () => {
    const delivered = await newOrder();
    const move = (status: string, extra = {}) =>
      tecnico.request(`/api/orders/${delivered.id}/status`, { json: { status, ...extra } });
    expect((await move("concluido")).status).toBe(200);
    const dataUrl = `data:image/png;base64,${PNG.toString("base64")}`;
    expect((await move("entregue", { pickedUpBy: "Ana Souza", signature: dataUrl })).status).toBe(200);
    const [row] = await t.db.select().from(deliverySignatures).where(eq(deliverySignatures.orderId, delivered.id));
    expect(row).toMatchObject({ image: null, sizeBytes: PNG.length, checksum: sha256(PNG) });
    expect(row!.storageKey).toMatch(/^signatures\/[0-9a-f-]{36}$/);
    const read = await owner.request(`/api/orders/${delivered.id}/delivery-signature`);
    expect(read.status).toBe(200);
    expect((await bytesOf(read)).equals(PNG)).toBe(true);
    expect((await stranger.request(`/api/orders/${delivered.id}/delivery-signature`)).status).toBe(404);
    const exported = (await (await owner.request("/api/privacy/export")).json()) as {
      orders: { id: string; deliverySignature: { image: string } | null }[];
    };
    expect(exported.orders.find((o) => o.id === delivered.id)?.deliverySignature?.image).toBe(dataUrl);
  });

  it("with the bucket unreachable or refusing: uploads answer 503 in pt-BR, nothing half-written, the rest reads on", async () => {
    const photosBefore = (await t.db.select().from(orderPhotos).where(eq(orderPhotos.orderId, order.id))).length;
    const [stored] = await t.db.select().from(orderPhotos).where(eq(orderPhotos.orderId, order.id)).limit(1);
    for (const fail of [() => s3.goDown(), () => s3.refuse("AccessDenied", 403), () => s3.refuse("SlowDown", 503)]) {
      fail();
      const res = await upload(form({ name: "depois.png", bytes: PNG }));
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toBe(STORAGE_DOWN);
      // A photo already stored cannot be read now: 503, not a 500 or a broken image.
      expect((await tecnico.request(`/api/orders/${order.id}/photos/${stored!.id}`)).status).toBe(503);
      // Everything else reads as ever: the order, the list, a new order.
      expect((await tecnico.request(`/api/orders/${order.id}`)).status).toBe(200);
      expect((await tecnico.request("/api/orders")).status).toBe(200);
      const health = await t.app.request("/api/health");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable", database: "up", storage: "down" });
      s3.comeBack();
    }
    expect((await t.db.select().from(orderPhotos).where(eq(orderPhotos.orderId, order.id))).length).toBe(photosBefore);
    // Back: uploads work again, and health says so, with nothing restarted.
    expect((await upload(form({ name: "volta.png", bytes: PNG }))).status).toBe(201);
    expect(await (await t.app.request("/api/health")).json()).toMatchObject({ status: "ok", storage: "up" });
  });

  it("a delivery whose signature the bucket cannot take is refused whole", async () => {
    const pending = await newOrder();
    expect((await tecnico.request(`/api/orders/${pending.id}/status`, { json: { status: "concluido" } })).status).toBe(
      200,
    );
    s3.goDown();
    const res = await tecnico.request(`/api/orders/${pending.id}/status`, {
      json: { status: "entregue", pickedUpBy: "Ana", signature: `data:image/png;base64,${PNG.toString("base64")}` },
    });
    s3.comeBack();
    expect(res.status).toBe(503);
    const read = (await (await tecnico.request(`/api/orders/${pending.id}`)).json()) as Order;
    expect(read.status).toBe("concluido");
  });

  it("refuses a request signed with another secret (the server checks signatures)", async () => {
    const { openBucket } = await import("@server/storage/bucket");
    const wrong = openBucket({ ...s3.bucket.settings, secretAccessKey: "outro-segredo" });
    await expect(wrong.check()).rejects.toMatchObject({ code: "SignatureDoesNotMatch" });
    await expect(s3.bucket.check()).resolves.toBeUndefined();
  });
});
