import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderPhoto } from "@shared/order-types";
import { orderPhotos } from "@server/db/schema/order-files";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

function form(...files: { name: string; bytes: Buffer; type?: string }[]) {
  const body = new FormData();
  for (const f of files)
    body.append("photos", new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "image/png" }));
  return body;
}

describe("order photos", async () => {
  const t = await createTestApp();
  const tecnico = await t.signedIn("tecnico");
  const owner = await t.signedIn("cliente");
  const stranger = await t.signedIn("cliente");
  const { user } = (await (await owner.request("/api/session")).json()) as SessionResponse;
  const [ownerClient] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
  const created = await tecnico.request("/api/orders", {
    json: { clientId: ownerClient!.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Não carrega" },
  });
  const order = (await created.json()) as Order;
  const upload = (body: FormData, as = tecnico) =>
    as.request(`/api/orders/${order.id}/photos`, { method: "POST", body });
  const photoCount = async () =>
    (await t.db.select({ n: count() }).from(orderPhotos).where(eq(orderPhotos.orderId, order.id)))[0]!.n;

  it("stores several images at once, typed by their content", async () => {
    const res = await upload(
      form({ name: "frente.png", bytes: PNG }, { name: "verso.dat", bytes: JPEG, type: "application/octet-stream" }),
    );
    expect(res.status).toBe(201);
    const { photos } = (await res.json()) as { photos: OrderPhoto[] };
    expect(photos.map((p) => [p.fileName, p.mimeType])).toEqual([
      ["frente.png", "image/png"],
      ["verso.dat", "image/jpeg"],
    ]);
    const detail = (await (await owner.request(`/api/orders/${order.id}`)).json()) as Order;
    expect(detail.photos).toHaveLength(2);
  });

  it("refuses a file that is not an image, whatever its name, and stores none of the batch", async () => {
    const before = await photoCount();
    const res = await upload(
      form({ name: "ok.png", bytes: PNG }, { name: "foto.png", bytes: Buffer.from("<script>alert(1)</script>") }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message: "Apenas imagens são permitidas (JPEG, PNG, WebP ou GIF)" },
    });
    expect(await photoCount()).toBe(before);
  });

  it("refuses a file over 5 MB with 413, and a 20 MB one too", async () => {
    const before = await photoCount();
    for (const size of [5 * 1024 * 1024 + 1, 20 * 1024 * 1024]) {
      const big = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
      const res = await upload(form({ name: "grande.png", bytes: big }));
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Arquivo muito grande (máximo 5 MB)",
      );
    }
    expect(await photoCount()).toBe(before);
  });

  it("refuses more than 10 photos in one request, and an empty one", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: PNG }));
    expect((await upload(form(...eleven))).status).toBe(400);
    expect((await upload(form())).status).toBe(400);
  });

  it("serves a photo to staff and the order's customer only", async () => {
    const photo = ((await (await tecnico.request(`/api/orders/${order.id}`)).json()) as Order).photos.find(
      (p) => p.fileName === "frente.png",
    );
    const mine = await owner.request(photo!.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await tecnico.request(photo!.url)).status).toBe(200);
    expect((await stranger.request(photo!.url)).status).toBe(404);
    expect((await t.client().request(photo!.url)).status).toBe(401);
  });

  it("lets staff, not customers, upload and remove photos", async () => {
    expect((await upload(form({ name: "x.png", bytes: PNG }), owner)).status).toBe(403);
    const [photo] = ((await (await tecnico.request(`/api/orders/${order.id}`)).json()) as Order).photos;
    expect((await owner.request(photo!.url, { method: "DELETE" })).status).toBe(403);
    expect((await tecnico.request(photo!.url, { method: "DELETE" })).status).toBe(204);
    expect((await tecnico.request(photo!.url)).status).toBe(404);
  });
});
