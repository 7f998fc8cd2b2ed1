import { describe, expect, it } from "vitest";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";
import { ORPHAN_AGE_MS, sweepOrphans, sweepOrphansOnce } from "./orphan-sweep";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const dayAfter = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);

    // Nothing this database wrote is newer than the two orphans: it does not judge them yet.
    expect(await sweepOrphans({ db: t.db, storage: t.storage, now: dayAfter })).toBe(0);
    // Past the second's margin the sweep keeps (a listing's times may be cut to the second).
    await pause(1_100);
    const body3 = new FormData();
    body3.append("photos", new File([new Uint8Array(PNG)], "c.png", { type: "image/png" }));
    expect((await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body: body3 })).status).toBe(201);
    expect(await keys()).toBe(4);

    // Today they are all younger than a day: nothing goes, an upload may still be writing its row.
    expect(await sweepOrphans({ db: t.db, storage: t.storage, now: new Date() })).toBe(0);
    expect(await keys()).toBe(4);

    expect(await sweepOrphans({ db: t.db, storage: t.storage, now: dayAfter })).toBe(2);
    expect(await keys()).toBe(2);
    // The ones left are the photos their order still has, and they still read.
    const detail = (await (await tecnico.request(`/api/orders/${order.id}`)).json()) as { photos: { url: string }[] };
    for (const photo of detail.photos) expect((await tecnico.request(photo.url)).status).toBe(200);
  });

  it("a database that names no file, or none as recent, leaves the bucket's newer files alone", async () => {
    // Another database on the same bucket: an app started on an empty one while a restore loads, or
    // an older copy; the shop's files are not its to judge.
    const other = await createTestApp({ s3: s3.env });
    await s3.bucket.put("photos/00000000-0000-4000-8000-00000000000b", new Uint8Array(PNG), "image/png");
    const later = new Date(Date.now() + 2 * ORPHAN_AGE_MS);
    expect(await sweepOrphans({ db: other.db, storage: other.storage, now: later })).toBe(0);
    expect((await s3.bucket.list("photos/")).objects).toHaveLength(3);
    await s3.bucket.delete("photos/00000000-0000-4000-8000-00000000000b");
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
    expect((await s3.bucket.list("photos/")).objects).toHaveLength(2);
    await s3.stop();
  });
});
