import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderPhoto } from "@shared/order-types";
import { deliverySignatures, orderPhotos } from "@server/db/schema/order-files";
import { clients } from "@server/db/schema/shop";
import type { Bucket } from "@server/storage/bucket";
import { sha256 } from "@server/storage/files";
import { moveFiles } from "@server/storage/move-files";
import { StorageUnavailable } from "@server/storage/storage-faults";
import { startS3Server } from "@server/test/s3-server";
import { createTestApp } from "@server/test/test-app";

// The smallest real PNG: its signature and a 1×1 image.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const jpeg = (fill: number, size = 20_000) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size, fill)]);
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const read = async (bucket: Bucket, key: string) => {
  const object = await bucket.get(key);
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
};

// `npm run files:move` (docs/decisions/052): photos and signatures from the database to the bucket and
// back, each checked by checksum before its old copy goes; the rows are the state, so a run stopped
// anywhere resumes. A real S3-protocol server that checks signatures, on both engines.
describe("moving files between the database and the bucket", async () => {
  const s3 = await startS3Server();
  afterAll(() => s3.stop());
  const storage = { bucket: s3.bucket };
  // The app as it ran before S3_* was set: every file's bytes in its row.
  const t = await createTestApp();
  const [tecnico, owner] = await Promise.all([t.signedIn("tecnico"), t.signedIn("cliente")]);
  const { user } = (await (await owner.request("/api/session")).json()) as SessionResponse;
  const [ownerClient] = await t.db.select().from(clients).where(eq(clients.userId, user!.id));
  async function newOrder(): Promise<Order> {
    const created = await tecnico.request("/api/orders", {
      json: { clientId: ownerClient!.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Não carrega" },
    });
    return (await created.json()) as Order;
  }

  /** The bytes each file was uploaded with, by its row's id (a signature's is its order's). */
  const uploaded = new Map<string, Buffer>();
  const photoUrls = new Map<string, string>();
  const order = await newOrder();
  const body = new FormData();
  for (const [i, bytes] of [jpeg(1), jpeg(2, 300_000), PNG, jpeg(3)].entries())
    body.append("photos", new File([new Uint8Array(bytes)], `foto-${i}.jpg`, { type: "image/jpeg" }));
  const added = await tecnico.request(`/api/orders/${order.id}/photos`, { method: "POST", body });
  expect(added.status).toBe(201);
  for (const [i, photo] of ((await added.json()) as { photos: OrderPhoto[] }).photos.entries()) {
    uploaded.set(photo.id, [jpeg(1), jpeg(2, 300_000), PNG, jpeg(3)][i]!);
    photoUrls.set(photo.id, photo.url);
  }
  const delivered = await newOrder();
  const status = (json: object) => tecnico.request(`/api/orders/${delivered.id}/status`, { json });
  expect((await status({ status: "concluido" })).status).toBe(200);
  const signature = `data:image/png;base64,${PNG.toString("base64")}`;
  expect((await status({ status: "entregue", pickedUpBy: "Ana Souza", signature })).status).toBe(200);
  uploaded.set(delivered.id, PNG);
  const FILES = uploaded.size;

  // A second app on the same database with S3_* set, as after the restart that turns the bucket on.
  const onS3 = await createTestApp({ s3: s3.env, database: t.database });
  const staffOnS3 = await onS3.signedIn("tecnico");

  async function rows() {
    const photos = await t.db
      .select({ id: orderPhotos.id, data: orderPhotos.data, key: orderPhotos.storageKey })
      .from(orderPhotos);
    const signatures = await t.db
      .select({ id: deliverySignatures.orderId, data: deliverySignatures.image, key: deliverySignatures.storageKey })
      .from(deliverySignatures);
    return [...photos, ...signatures].map((r) => ({ ...r, data: r.data ? Buffer.from(r.data) : null }));
  }
  const objectKeys = async () =>
    [...(await s3.bucket.list("photos/")).objects, ...(await s3.bucket.list("signatures/")).objects]
      .map((o) => o.key)
      .sort();
  const rowKeys = async () =>
    (await rows())
      .map((r) => r.key)
      .filter((k): k is string => k !== null)
      .sort();

  /** Every file in the bucket under a key of its own, equal to what was uploaded, its bytes gone from the row. */
  async function expectAllInBucket() {
    const all = await rows();
    expect(all).toHaveLength(FILES);
    for (const row of all) {
      expect(row.data).toBeNull();
      expect(row.key).toMatch(/^(photos|signatures)\/[0-9a-f-]{36}$/);
      expect((await read(s3.bucket, row.key!))?.equals(uploaded.get(row.id)!)).toBe(true);
    }
    expect(new Set(all.map((r) => r.key)).size).toBe(FILES);
  }
  /** Every file back in its row, equal to what was uploaded, and no object left. */
  async function expectAllInDatabase() {
    const all = await rows();
    expect(all).toHaveLength(FILES);
    for (const row of all) {
      expect(row.key).toBeNull();
      expect(row.data?.equals(uploaded.get(row.id)!)).toBe(true);
    }
    expect(await objectKeys()).toEqual([]);
  }

  it("to s3: every row names an object equal to its file, no row keeps bytes, and the app on S3 serves them", async () => {
    const summary = await moveFiles({ db: t.db, storage, to: "s3" });
    const bytes = [...uploaded.values()].reduce((sum, b) => sum + b.length, 0);
    expect(summary).toMatchObject({ to: "s3", moved: FILES, bytes, alreadyThere: 0, changed: 0, failed: [] });
    expect(summary.stopped).toBeNull();
    await expectAllInBucket();
    expect(await objectKeys()).toEqual(await rowKeys());
    for (const [id, url] of photoUrls) {
      const res = await staffOnS3.request(url);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).equals(uploaded.get(id)!)).toBe(true);
    }
    const signed = await staffOnS3.request(`/api/orders/${delivered.id}/delivery-signature`);
    expect((await bytesOf(signed)).equals(PNG)).toBe(true);
    // Run again: nothing left to move, all skipped as already there.
    expect(await moveFiles({ db: t.db, storage, to: "s3" })).toMatchObject({ moved: 0, alreadyThere: FILES });
  });

  it("to db: the bytes come back into the rows, checked, and the objects are gone", async () => {
    const summary = await moveFiles({ db: t.db, storage, to: "db", batchSize: 2 });
    expect(summary).toMatchObject({ to: "db", moved: FILES, alreadyThere: 0, changed: 0, failed: [], stopped: null });
    await expectAllInDatabase();
    // The app without S3_* serves them from the rows.
    const [id, url] = [...photoUrls][0]!;
    expect((await bytesOf(await tecnico.request(url))).equals(uploaded.get(id)!)).toBe(true);
  });

  it("a run killed after writing an object, before its row named it, resumes: each file moved once, no row lost", async () => {
    let puts = 0;
    // The third object is written, then the run dies before its row is updated.
    const dying: Bucket = {
      ...s3.bucket,
      async put(key, body, type) {
        await s3.bucket.put(key, body, type);
        if (++puts === 3) throw new StorageUnavailable("killed", "Killed");
      },
    };
    const first = await moveFiles({ db: t.db, storage: { bucket: dying }, to: "s3", batchSize: 2 });
    expect(first).toMatchObject({ moved: 2, stopped: "killed" });
    const movedFirst = (await rows()).filter((r) => r.key);
    expect(movedFirst).toHaveLength(2);

    const second = await moveFiles({ db: t.db, storage, to: "s3", batchSize: 2 });
    expect(second).toMatchObject({ moved: FILES - 2, alreadyThere: 2, failed: [], stopped: null });
    await expectAllInBucket();
    // The first run's rows kept their objects; the one object no row names is the sweep's.
    const after = await rows();
    for (const row of movedFirst) expect(after.find((r) => r.id === row.id)?.key).toBe(row.key);
    const orphans = (await objectKeys()).filter((key) => !after.some((r) => r.key === key));
    expect(orphans).toHaveLength(1);
    await s3.bucket.delete(orphans[0]!);
  });

  it("the bucket going away mid-run stops it with the reason; run again, it completes", async () => {
    const stopped = await moveFiles({
      db: t.db,
      storage,
      to: "db",
      batchSize: 2,
      onProgress: (progress) => {
        if (progress.done === 2) s3.goDown();
      },
    });
    s3.comeBack();
    expect(stopped.moved).toBe(2);
    expect(stopped.stopped).toMatch(/object storage unreachable/);
    expect(await moveFiles({ db: t.db, storage, to: "db" })).toMatchObject({
      moved: FILES - 2,
      alreadyThere: 2,
      stopped: null,
    });
    await expectAllInDatabase();
  });

  it("to db reports an object that is not its file (or is missing) and leaves its row as it is", async () => {
    await moveFiles({ db: t.db, storage, to: "s3" });
    const [corrupt, missing] = await rows();
    await s3.bucket.put(corrupt!.key!, new Uint8Array(jpeg(9)), "image/jpeg");
    await s3.bucket.delete(missing!.key!);
    const summary = await moveFiles({ db: t.db, storage, to: "db" });
    expect(summary.moved).toBe(FILES - 2);
    expect(summary.failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: corrupt!.id,
          reason: expect.stringMatching(/does not match the row's checksum/),
        }),
        expect.objectContaining({ id: missing!.id, reason: expect.stringMatching(/is missing from the bucket/) }),
      ]),
    );
    const after = await rows();
    expect(after.find((r) => r.id === corrupt!.id)).toMatchObject({ key: corrupt!.key, data: null });
    expect(after.find((r) => r.id === missing!.id)).toMatchObject({ key: missing!.key, data: null });
    // The corrupt object is kept for whoever looks into it: only a verified copy drops the old one.
    expect(await objectKeys()).toEqual([corrupt!.key]);
    // Put right, the next run takes them.
    await s3.bucket.put(corrupt!.key!, new Uint8Array(uploaded.get(corrupt!.id)!), "image/jpeg");
    await s3.bucket.put(missing!.key!, new Uint8Array(uploaded.get(missing!.id)!), "image/jpeg");
    expect(await moveFiles({ db: t.db, storage, to: "db" })).toMatchObject({ moved: 2, failed: [] });
    await expectAllInDatabase();
  });

  it("to s3 reports a row whose bytes do not match its checksum and leaves it in the database", async () => {
    const [id] = [...photoUrls.keys()];
    const good = sha256(uploaded.get(id!)!);
    await t.db
      .update(orderPhotos)
      .set({ checksum: "0".repeat(64) })
      .where(eq(orderPhotos.id, id!));
    const summary = await moveFiles({ db: t.db, storage, to: "s3" });
    expect(summary.moved).toBe(FILES - 1);
    expect(summary.failed).toEqual([
      { kind: "photos", id, reason: expect.stringMatching(/bytes do not match its checksum/) },
    ]);
    expect((await rows()).find((r) => r.id === id)).toMatchObject({ key: null });
    expect(await objectKeys()).toEqual(await rowKeys());
    await t.db.update(orderPhotos).set({ checksum: good }).where(eq(orderPhotos.id, id!));
    expect(await moveFiles({ db: t.db, storage, to: "s3" })).toMatchObject({ moved: 1, alreadyThere: FILES - 1 });
    await expectAllInBucket();
    expect(await moveFiles({ db: t.db, storage, to: "db" })).toMatchObject({ moved: FILES });
  });

  it("two runs at once move each file once: the loser of a row drops its copy, nothing is clobbered", async () => {
    const [a, b] = await Promise.all([
      moveFiles({ db: t.db, storage, to: "s3", batchSize: 2 }),
      moveFiles({ db: t.db, storage, to: "s3", batchSize: 2 }),
    ]);
    expect(a.failed.concat(b.failed)).toEqual([]);
    expect(a.moved + b.moved).toBe(FILES);
    await expectAllInBucket();
    expect(await objectKeys()).toEqual(await rowKeys());
  });

  it("a photo deleted while it moves is not brought back, and its copy is dropped", async () => {
    const [id, url] = [...photoUrls].sort(([x], [y]) => (x < y ? -1 : 1))[0]!;
    let first = true;
    // The app deletes the photo (and its object) while the run holds the object it read.
    const racing: Bucket = {
      ...s3.bucket,
      async get(key) {
        const object = await s3.bucket.get(key);
        if (first && key === (await rows()).find((r) => r.id === id)?.key) {
          first = false;
          expect((await staffOnS3.request(url, { method: "DELETE" })).status).toBe(204);
        }
        return object;
      },
    };
    const summary = await moveFiles({ db: t.db, storage: { bucket: racing }, to: "db" });
    expect(summary).toMatchObject({ moved: FILES - 1, changed: 1, failed: [] });
    const after = await rows();
    expect(after).toHaveLength(FILES - 1);
    expect(after.find((r) => r.id === id)).toBeUndefined();
    expect(await objectKeys()).toEqual([]);

    // And the other way: deleted after its object was written, before its row names it.
    const [otherId, otherUrl] = [...photoUrls].find(([key]) => key !== id)!;
    const deleting: Bucket = {
      ...s3.bucket,
      async put(key, bytes, type) {
        await s3.bucket.put(key, bytes, type);
        if (Buffer.from(bytes).equals(uploaded.get(otherId)!))
          expect((await tecnico.request(otherUrl, { method: "DELETE" })).status).toBe(204);
      },
    };
    const toS3 = await moveFiles({ db: t.db, storage: { bucket: deleting }, to: "s3" });
    expect(toS3).toMatchObject({ moved: FILES - 2, changed: 1, failed: [] });
    expect((await rows()).find((r) => r.id === otherId)).toBeUndefined();
    expect(await objectKeys()).toEqual(await rowKeys());
  });

  it("needs the bucket", async () => {
    await expect(moveFiles({ db: t.db, storage: { bucket: null }, to: "db" })).rejects.toThrow(/S3_/);
  });
});
