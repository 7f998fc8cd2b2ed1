import { describe, expect, it } from "vitest";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";
import { ORPHAN_AGE_MS, sweepOrphans, sweepOrphansOnce } from "./orphan-sweep";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

// Objects no row names (an upload whose transaction failed, a deleted order) go after a day.
describe("the orphan sweep", async () => {
  const s3 = await startS3Server();
  const t = await createTestApp({ s3: s3.env });
  const tecnico = await t.signedIn("tecnico");
  const admin = await t.signedIn("admin");
  const client = (await (
    await admin.request("/api/clients", {
      json: { name: "Cliente Varredura", phone: "11987654321", address: "Rua A, 1" },
    })
  ).json()) as { id: string };

  it("removes objects older than a day that no row names, and keeps the named ones and the young ones", async () => {
    const order = (await (
      await tecnico.request("/api/orders", {
        json: { clientId: client.id, brand: "Apple", model: "iPhone 8", device: "Celular", defect: "Tela quebrada" },
      })
    ).json()) as { id: string };
    const body = new FormData();
    body.append("photos", new File([new Uint8Array(PNG)], "a.png", { type: "image/png" }));
    expect((await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body })).status).toBe(201);
    // An order deleted with its photo: the row goes by cascade, its object stays behind.
    const gone = (await (
      await tecnico.request("/api/orders", {
        json: { clientId: client.id, brand: "Apple", model: "iPhone 9", device: "Celular", defect: "Bateria" },
      })
    ).json()) as { id: string };
    const body2 = new FormData();
    body2.append("photos", new File([new Uint8Array(PNG)], "b.png", { type: "image/png" }));
    expect((await tecnico.request(`/api/orders/${gone.id}/photos`, { method: "POST", body: body2 })).status).toBe(201);
    expect((await admin.request(`/api/orders/${gone.id}`, { method: "DELETE" })).status).toBe(204);
    await s3.bucket.put("signatures/00000000-0000-4000-8000-00000000000a", new Uint8Array(PNG), "image/png");
    const keys = async () =>
      (await s3.bucket.list("photos/")).objects.length + (await s3.bucket.list("signatures/")).objects.length;
    expect(await keys()).toBe(3);

    // Today they are all younger than a day: nothing goes, an upload may still be writing its row.
    expect(await sweepOrphans({ db: t.db, storage: t.storage, now: new Date() })).toBe(0);
    expect(await keys()).toBe(3);

    const dayAfter = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
    expect(await sweepOrphans({ db: t.db, storage: t.storage, now: dayAfter })).toBe(2);
    expect(await keys()).toBe(1);
    // The one left is the photo its order still has, and it still reads.
    const detail = (await (await tecnico.request(`/api/orders/${order.id}`)).json()) as { photos: { url: string }[] };
    expect((await tecnico.request(detail.photos[0]!.url)).status).toBe(200);
  });

  it("runs once an hour across instances", async () => {
    const later = new Date(Date.now() + 3 * ORPHAN_AGE_MS);
    expect(await sweepOrphansOnce({ db: t.db, storage: t.storage, now: later })).toBe(0);
    expect(await sweepOrphansOnce({ db: t.db, storage: t.storage, now: later })).toBeNull();
  });

  it("a bucket that is away fails the sweep, which the job logs, and removes nothing", async () => {
    s3.goDown();
    await expect(
      sweepOrphans({ db: t.db, storage: t.storage, now: new Date(Date.now() + 2 * ORPHAN_AGE_MS) }),
    ).rejects.toMatchObject({
      name: "StorageUnavailable",
    });
    s3.comeBack();
    expect((await s3.bucket.list("photos/")).objects).toHaveLength(1);
    await s3.stop();
  });
});
