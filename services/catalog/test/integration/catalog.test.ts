import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromBinary } from "@bufbuild/protobuf";
import { OfflineCharges } from "@highcotton/billing";
import {
  type AuthUser,
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  metrics,
  outbox,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { testDatabase, truncateTables } from "@highcotton/kit/testing";
import { DesignsGeneratedSchema, DesignsRequestedSchema, EnvelopeSchema } from "@highcotton/proto";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { createDispensary } from "../../src/application/create-dispensary.ts";
import { reactToDesign } from "../../src/application/design-reactions.ts";
import { generateCustomDesign } from "../../src/application/generate-custom-design.ts";
import { GenerationWorker } from "../../src/application/generation-worker.ts";
import { PrintFileWorker } from "../../src/application/print-file-worker.ts";
import { countStoreViews, recordStoreView } from "../../src/application/record-store-view.ts";
import { requestDesigns } from "../../src/application/request-designs.ts";
import { scheduleMonthlyDesigns } from "../../src/application/schedule-monthly-designs.ts";
import { wantPrintFiles } from "../../src/application/want-print-files.ts";
import {
  REACTIONS_PER_ADDRESS_PER_DESIGN,
  SHOPPER_SIGNAL_WINDOW_MINUTES,
  STORE_PRINT_FILE_KEY,
  STORE_VIEW_COUNTS_ONCE_PER_MINUTES,
  STORE_VIEWS_PER_ADDRESS_PER_STORE,
} from "../../src/contract/index.ts";
import { designs, dispensaries, generationJobs } from "../../src/db/schema.ts";
import { ProceduralArtworkGenerator } from "../../src/generation/procedural-generator.ts";
import { catalogService } from "../../src/service.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

const STORAGE_PUBLIC_URL = "https://media.highcotton.example";
const logger = pino({ level: "silent" });
const tokens = new TokenService({ algorithm: "HS256", secret: "s".repeat(32) });
const owner: AuthUser = { id: "0b9c0d2e-58f1-4a53-9f0e-2d8f1c7a6b51", username: "gia", role: "dispensary", sessionId: "s-gia" };
const stranger: AuthUser = { id: "7d3f8a10-1c2b-4e5f-8a9b-0c1d2e3f4a5b", username: "sam", role: "user", sessionId: "s-sam" };
const storeForm = {
  businessType: "dispensary",
  name: "Greenleaf Dispensary",
  address: "1420 Larimer St",
  city: "Denver",
  state: "co",
  zipCode: "80202",
};

const postgres = testDatabase("catalog");

postgres.describe("catalog", (open) => {
  let database: Database;
  let service: RunningService;
  let storageDir: string;
  let deps: CatalogDeps;
  let generator: PlainArtworkGenerator;
  let published: Uint8Array[] = [];
  // The service's consumers stamp jobs with the real clock; the tests' use cases may run ahead of it.
  let aheadMs = 0;

  beforeAll(async () => {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-catalog-"));
    const bus = new InProcessBus();
    await bus.subscribe("observer", [DesignsRequestedSchema.typeName, DesignsGeneratedSchema.typeName], async (message) => {
      published.push(message.value);
    });
    // The service's own worker and schedule would race the tests' workers; keep its relay and consumers.
    const withoutBackgroundWork = {
      ...catalogService,
      build: (context: Parameters<typeof catalogService.build>[0]) => ({
        ...catalogService.build(context),
        workers: [],
        jobs: [],
      }),
    };
    service = await startService(withoutBackgroundWork, {
      config: loadBaseConfig({}),
      logger,
      bus,
      tokens,
      storage: new LocalObjectStorage(storageDir),
      database,
      publicUrl: () => "https://highcotton.example",
    });
    return async () => {
      await service.stop();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    };
  });

  beforeEach(async () => {
    await truncateTables(database, [
      "dispensaries",
      "designs",
      "design_generation_jobs",
      "reactions",
      "analytics_events",
      "offline_payment_methods",
      "card_attempt_failures",
      "outbox",
      "inbox",
    ]);
    published = [];
    aheadMs = 0;
    generator = new PlainArtworkGenerator();
    deps = {
      db: database.db,
      database,
      // Served publicly from elsewhere, as with S3_PUBLIC_URL: what goes through the edge's /media is chosen.
      storage: new LocalObjectStorage(storageDir, STORAGE_PUBLIC_URL),
      generator,
      logger,
      publicUrl: () => "https://highcotton.example",
      now: () => new Date(Date.now() + aheadMs),
      charges: new OfflineCharges(database.db, () => new Date()),
    };
  });

  const openStore = async () => {
    // Paid at once, so the store is open and may have designs.
    const created = await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" });
    if (!created.ok) throw new Error(created.error.message);
    await service.relay.drain();
    return created.value;
  };
  const worker = () => new GenerationWorker(deps, { retryBaseMs: 1 });
  const designCount = async (dispensaryId: string) =>
    (await database.db.select().from(designs).where(eq(designs.dispensaryId, dispensaryId))).length;
  const eventsOf = (typeName: string) =>
    published.map((bytes) => fromBinary(EnvelopeSchema, bytes)).filter((envelope) => envelope.type === typeName);

  it("creates a store with SPEC's fields, one per owner, and makes its QR code from the event", async () => {
    const store = await openStore();
    expect(store).toMatchObject({ name: "Greenleaf Dispensary", state: "CO", businessType: "dispensary" });
    const [row] = await database.db.select().from(dispensaries);
    expect(row?.qrCodeUrl).toBe(`/media/qr/${store.id}.png`); // made by the running service (its storage: /media)
    const qr = await deps.storage.get(`qr/${store.id}.png`);
    expect(qr?.contentType).toBe("image/png");
    expect((await sharp(qr!.body).metadata()).width).toBe(600);
    expect(await createDispensary(deps, owner, { ...storeForm, name: "Second" })).toMatchObject({
      error: { code: "CONFLICT", message: "You already have a store" },
    });
  });

  it("opens stores for Dispensary Owner accounts only", async () => {
    for (const role of ["user", "merchant"] as const) {
      expect(await createDispensary(deps, { ...stranger, role }, storeForm)).toMatchObject({
        error: { code: "FORBIDDEN", message: "Only Dispensary Owner accounts can open a store" },
      });
    }
    expect(await database.db.select().from(dispensaries)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it.each([
    [{ name: "" }, "Business name must be 1 to 100 characters"],
    [{ name: "x".repeat(101) }, "Business name must be 1 to 100 characters"],
    [{ state: "ZZ" }, "Please choose a US state"],
    [{ city: "  " }, "City is required"],
    [{ businessType: "bar" }, "Business type must be dispensary or smoke_shop"],
  ])("refuses %o and writes nothing", async (overrides, message) => {
    expect(await createDispensary(deps, owner, { ...storeForm, ...overrides })).toMatchObject({
      error: { code: "BAD_USER_INPUT", message },
    });
    expect(await database.db.select().from(dispensaries)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("lets only the owner ask for designs, and publishes one request however often they ask", async () => {
    const store = await openStore();
    expect(await requestDesigns(deps, stranger, store.id)).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect(await requestDesigns(deps, null, store.id)).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(await requestDesigns(deps, owner, "8f5e2c1a-0000-4000-8000-000000000000")).toMatchObject({
      error: { code: "NOT_FOUND" },
    });
    for (let ask = 0; ask < 3; ask++) {
      expect(await requestDesigns(deps, owner, store.id)).toMatchObject({
        ok: true,
        value: { message: "AI designs are being generated. This may take a few minutes." },
      });
    }
    await service.relay.drain();
    expect(eventsOf(DesignsRequestedSchema.typeName)).toHaveLength(1);
  });

  it("records the generation job in the request's own transaction: one job and exactly 20 designs however many ask at once", async () => {
    const store = await openStore();
    await Promise.all([1, 2, 3].map(() => requestDesigns(deps, owner, store.id)));
    // The job is there when the request returns, before any event is relayed.
    expect(await database.db.select().from(generationJobs)).toHaveLength(1);
    await worker().drain();
    expect(await designCount(store.id)).toBe(20);
    await service.relay.drain();
    expect(eventsOf(DesignsRequestedSchema.typeName)).toHaveLength(1);
    expect(await database.db.select().from(generationJobs)).toHaveLength(1);
  });

  it("ends with exactly 20 designs when generation is interrupted by a restart", async () => {
    const store = await openStore();
    await requestDesigns(deps, owner, store.id);
    await service.relay.drain();
    expect(await worker().drain(7)).toBe(7); // the worker stops after 7, as a crash would
    expect(await designCount(store.id)).toBe(7);
    expect(await worker().drain()).toBe(13); // a new worker makes only the missing ones
    expect(await designCount(store.id)).toBe(20);
    await service.relay.drain();
    const generated = eventsOf(DesignsGeneratedSchema.typeName);
    expect(generated).toHaveLength(1);
    expect(fromBinary(DesignsGeneratedSchema, generated[0]!.payload).designIds).toHaveLength(20);
    const slots = await database.db.select({ slot: designs.slot }).from(designs).where(eq(designs.dispensaryId, store.id));
    expect(new Set(slots.map((row) => row.slot)).size).toBe(20);
  });

  it("keeps a failing batch pending and finishes it on a later attempt", async () => {
    const store = await openStore();
    await requestDesigns(deps, owner, store.id);
    await service.relay.drain();
    generator.failNext = 1;
    const failing = worker();
    await failing.drain(1);
    const [job] = await database.db.select().from(generationJobs);
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "image model unavailable" });
    aheadMs = 60_000;
    await worker().drain();
    expect(await designCount(store.id)).toBe(20);
  });

  it("stores the web images at once; the first order, however many race, makes the 3600 px, 300 DPI print file due once, and it is drawn until it is there", async () => {
    const store = await openStore();
    await requestDesigns(deps, owner, store.id);
    await service.relay.drain();
    await worker().drain(1);
    const [design] = await database.db.select().from(designs);
    const keyOf = (url: string) => url.replace(`${STORAGE_PUBLIC_URL}/`, "").replace(/^\/media\//, "");
    const front = await deps.storage.get(keyOf(design!.frontImageUrl));
    const thumb = await deps.storage.get(keyOf(design!.thumbnailUrl));
    expect(await sharp(front!.body).metadata()).toMatchObject({ width: 600, format: "webp" });
    expect(await sharp(thumb!.body).metadata()).toMatchObject({ width: 400, format: "webp" });
    const artwork = await deps.storage.get(keyOf(design!.artworkUrl!));
    expect(await sharp(artwork!.body).metadata()).toMatchObject({ width: 1200, format: "webp", hasAlpha: true });
    // The web images from the storage's public URL; the print file through the edge, which says
    // "being drawn" (503) until the first order has it drawn where the bucket would say 404.
    expect(design!.frontImageUrl.startsWith(`${STORAGE_PUBLIC_URL}/designs/`)).toBe(true);
    expect(design!.printFileUrl).toMatch(/^\/media\/designs\/.+-print-[0-9a-f]{24}\.png$/);
    const printKey = keyOf(design!.printFileUrl);
    expect(STORE_PRINT_FILE_KEY.test(printKey)).toBe(true);
    expect(await deps.storage.get(printKey)).toBeNull();
    expect(design!.printSourceKey).toBe(printKey.replace(/\.png$/, ".source"));

    // Two orders of the design at once, and the first one's event delivered again: one makes it due.
    const orderOf = () => database.db.transaction((tx) => wantPrintFiles(tx, [design!.id, randomUUID()], deps.now()));
    expect((await Promise.all([orderOf(), orderOf()])).sort()).toEqual([0, 1]);
    expect(await orderOf()).toBe(0);
    const printer = new PrintFileWorker(deps);
    expect(await printer.backlog()).toEqual({ waiting: 1, oldestAgeSeconds: expect.any(Number) });
    const tries = async () => {
      const counter = await metrics.registry.getSingleMetric("deferred_work_attempts_total")?.get();
      const of = (outcome: string) =>
        counter?.values.find((value) => value.labels.work === "print_files" && value.labels.outcome === outcome)?.value ?? 0;
      return { done: of("done"), failed: of("failed") };
    };
    const before = await tries();
    // A drawing that fails (its source not there) is tried again later, not given up.
    const source = await deps.storage.get(design!.printSourceKey!);
    await deps.storage.delete(design!.printSourceKey!);
    expect(await printer.drain()).toBe(1);
    expect(await deps.storage.get(printKey)).toBeNull();
    expect(await printer.backlog()).toEqual({ waiting: 1, oldestAgeSeconds: 0 }); // due again in a minute
    expect(await tries()).toEqual({ done: before.done, failed: before.failed + 1 }); // what the alert counts
    await deps.storage.put(design!.printSourceKey!, source!.body, source!.contentType);
    aheadMs = 120_000;
    expect(await printer.drain()).toBe(1);
    expect(await printer.drain()).toBe(0);
    const print = await deps.storage.get(printKey);
    expect(await sharp(print!.body).metadata()).toMatchObject({ width: 3600, height: 3600, format: "png", density: 300 });
    const [after] = await database.db.select().from(designs).where(eq(designs.id, design!.id));
    expect(after).toMatchObject({ printSourceKey: null, printDueAt: null });
    expect(await printer.backlog()).toEqual({ waiting: 0, oldestAgeSeconds: 0 });
    expect(await tries()).toEqual({ done: before.done + 1, failed: before.failed + 1 });
    expect(await orderOf()).toBe(0);
  });

  it("gives each store 2 designs a month, once per store and month", async () => {
    const store = await openStore();
    await requestDesigns(deps, owner, store.id);
    await service.relay.drain();
    await worker().drain();
    expect(await scheduleMonthlyDesigns(deps)).toBe(0); // the initial batch finished this month
    const today = new Date();
    const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 8));
    aheadMs = nextMonth.getTime() - Date.now();
    const now = nextMonth;
    const batch = `monthly-${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    expect(await scheduleMonthlyDesigns(deps)).toBe(1);
    expect(await scheduleMonthlyDesigns(deps)).toBe(0);
    await service.relay.drain(); // the published request finds the job already there
    await worker().drain();
    expect(await designCount(store.id)).toBe(22);
    const monthly = await database.db
      .select()
      .from(designs)
      .where(and(eq(designs.dispensaryId, store.id), eq(designs.batch, batch)));
    expect(monthly).toHaveLength(2);
  });

  describe("custom designs", () => {
    it("makes a $25 design for the session", async () => {
      const result = await generateCustomDesign(deps, { prompt: "a cosmic kush nebula", sessionId: "session_1_a" });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value).toMatchObject({ isCustom: true, customSessionId: "session_1_a", price: "25.00", dispensaryId: null });
      expect(result.value.artworkUrl).toBe(`${STORAGE_PUBLIC_URL}/designs/custom/${result.value.id}/artwork.webp`);
      expect(await deps.storage.get(`designs/custom/${result.value.id}/artwork.webp`)).toMatchObject({
        contentType: "image/webp",
      });
      // Named no shirt and its inks read on any: no shirt colour of its own.
      expect(result.value.shirtColor).toBeNull();
    });

    it("keeps the shirt colour its description named, for its page and cart to start on", async () => {
      // The offline engine itself: the shirt colour comes from its reading of the words.
      const result = await generateCustomDesign(
        { ...deps, generator: new ProceduralArtworkGenerator() },
        {
          prompt: "minimalist line-art leaf inside a circle, forest green on cream",
          sessionId: "session_1_b",
        },
      );
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.shirtColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(result.value.shirtColor).not.toBe("#2b2d2c");
    });

    it.each([
      [{ prompt: "   ", sessionId: "session_1_a" }, "Please describe what you want on your shirt"],
      [{ prompt: undefined, sessionId: "session_1_a" }, "Please describe what you want on your shirt"],
      [
        { prompt: "kids smoking", sessionId: "session_1_a" },
        "That description can't be printed. Please describe something else.",
      ],
      [{ prompt: "sunset", sessionId: null }, "A browser session id is required"],
    ])("refuses %o", async (input, message) => {
      expect(await generateCustomDesign(deps, input)).toMatchObject({ error: { code: "BAD_USER_INPUT", message } });
      expect(await database.db.select().from(designs)).toHaveLength(0);
    });

    it("limits how many designs one session makes in a short time", async () => {
      for (let index = 0; index < 5; index++) {
        expect((await generateCustomDesign(deps, { prompt: `idea ${index}`, sessionId: "session_2_b" })).ok).toBe(true);
      }
      expect(await generateCustomDesign(deps, { prompt: "one more", sessionId: "session_2_b" })).toMatchObject({
        error: { code: "TOO_MANY_REQUESTS" },
      });
      expect((await generateCustomDesign(deps, { prompt: "another session", sessionId: "session_3_c" })).ok).toBe(true);
      aheadMs = 11 * 60_000;
      expect((await generateCustomDesign(deps, { prompt: "later", sessionId: "session_2_b" })).ok).toBe(true);
    });

    it("limits one client address however many session ids it uses, and says when to retry", async () => {
      const from = (sessionId: string, clientAddress: string) =>
        generateCustomDesign(deps, { prompt: "sunset kush", sessionId, clientAddress });
      for (let index = 0; index < 15; index++) expect((await from(`session_${index}_x`, "198.51.100.7")).ok).toBe(true);
      const refused = await from("session_99_fresh", "198.51.100.7");
      expect(refused).toMatchObject({ error: { code: "TOO_MANY_REQUESTS" } });
      const retryAfter = refused.ok ? 0 : (refused.error.retryAfterSeconds ?? 0);
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((await from("session_99_fresh", "198.51.100.8")).ok).toBe(true);
      const parallel = await Promise.all(Array.from({ length: 8 }, (_, index) => from("session_77_burst", `203.0.113.${index}`)));
      // Calls in flight count too: a burst cannot slip past the per-session limit of 5.
      expect(parallel.filter((result) => result.ok)).toHaveLength(5);
    });
  });

  describe("through the subgraph", () => {
    const query = (text: string, variables: Record<string, unknown>, user?: AuthUser, sessionId?: string) =>
      service.subgraph.execute(
        { query: text, variables },
        new Map([
          ...(user ? ([["authorization", `Bearer ${tokens.sign(user)}`]] as const) : []),
          ...(sessionId ? ([["x-session-id", sessionId]] as const) : []),
        ]),
      );

    it("shows money, views and print files to the owner only", async () => {
      const store = await openStore();
      await requestDesigns(deps, owner, store.id);
      await service.relay.drain();
      await worker().drain(1);
      const text = `query ($id: ID!) { dispensary(id: $id) { isMine viewCount designs { printFileUrl } } }`;
      const mine = await query(text, { id: store.id }, owner);
      expect(mine.data?.dispensary).toMatchObject({ isMine: true, viewCount: 0 });
      const ownDesigns = (mine.data?.dispensary as { designs: Array<{ printFileUrl: string }> } | undefined)?.designs;
      expect(ownDesigns?.[0]?.printFileUrl).toMatch(/print/);
      for (const caller of [stranger, undefined]) {
        const theirs = await query(text, { id: store.id }, caller);
        expect(theirs.data?.dispensary).toEqual({
          isMine: false,
          viewCount: null,
          designs: [{ printFileUrl: null }],
        });
      }
    });

    it("reads one design with its store's name and its artwork, the thumbnail for a design made before it", async () => {
      const store = await openStore();
      await requestDesigns(deps, owner, store.id);
      await service.relay.drain();
      await worker().drain(1);
      const [design] = await database.db.select().from(designs);
      const text = `query ($id: ID!) { design(id: $id) { id storeName artworkUrl thumbnailUrl } }`;
      const read = async () => (await query(text, { id: design!.id }, undefined)).data?.design as Record<string, unknown>;
      expect(await read()).toMatchObject({ id: design!.id, storeName: store.name, artworkUrl: design!.artworkUrl });
      await database.db.update(designs).set({ artworkUrl: null }).where(eq(designs.id, design!.id));
      expect(await read()).toMatchObject({ artworkUrl: design!.thumbnailUrl });
      expect((await query(text, { id: randomUUID() }, undefined)).data?.design).toBeNull();
    });

    it("reads a store page's reactions and store names in one query each, each design with its own counts and the asker's own", async () => {
      const store = await openStore();
      await requestDesigns(deps, owner, store.id);
      await service.relay.drain();
      await worker().drain(3);
      const [first, second, third] = await database.db.select().from(designs).orderBy(designs.createdAt);
      for (const [design, type, session] of [
        [first, "heart", "session_1_a"],
        [first, "heart", "session_2_b"],
        [first, "thumbs_up", "session_1_a"],
        [second, "thumbs_up", "session_2_b"],
      ] as const) {
        expect((await reactToDesign(deps, { designId: design!.id, type, sessionId: session })).ok).toBe(true);
      }
      // Every statement the service's pool runs while it answers.
      const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const statements: string[] = [];
      const run = pool.query;
      pool.query = function (this: unknown, ...args: unknown[]) {
        const [config] = args as [string | { text: string }];
        statements.push(typeof config === "string" ? config : config.text);
        return run.apply(this, args);
      };
      const page = await query(
        "query ($id: ID!) { dispensary(id: $id) { designs { id storeName reactions { hearts thumbsUp mine } } } }",
        { id: store.id },
        undefined,
        "session_1_a",
      ).finally(() => {
        pool.query = run;
      });
      const answered = page.data?.dispensary as { designs: Array<{ id: string; storeName: string; reactions: unknown }> };
      expect(answered.designs).toHaveLength(3);
      const byId = new Map(answered.designs.map((design) => [design.id, design]));
      expect(byId.get(first!.id)).toMatchObject({
        storeName: store.name,
        reactions: { hearts: 2, thumbsUp: 1, mine: ["heart", "thumbs_up"] },
      });
      expect(byId.get(second!.id)).toMatchObject({ storeName: store.name, reactions: { hearts: 0, thumbsUp: 1, mine: [] } });
      expect(byId.get(third!.id)).toMatchObject({ storeName: store.name, reactions: { hearts: 0, thumbsUp: 0, mine: [] } });
      const reading = (table: string) => statements.filter((statement) => statement.includes(`from "${table}"`)).length;
      expect(reading("reactions")).toBe(2); // the counts, and the asking session's own
      expect(reading("dispensaries")).toBe(2); // the page's store, then the designs' store names at once
    });

    it("keeps one reaction per session and type, and counts store views", async () => {
      const store = await openStore();
      await requestDesigns(deps, owner, store.id);
      await service.relay.drain();
      await worker().drain(1);
      const [design] = await database.db.select().from(designs);
      const react = (type: string, session: string) =>
        query("mutation ($input: ReactToDesignInput!) { reactToDesign(input: $input) { hearts thumbsUp mine } }", {
          input: { designId: design!.id, type, sessionId: session },
        });
      await react("heart", "session_1_a");
      await react("heart", "session_1_a");
      await react("thumbs_up", "session_1_a");
      const last = await react("heart", "session_2_b");
      expect(last.data?.reactToDesign).toEqual({ hearts: 2, thumbsUp: 1, mine: ["heart"] });
      const view = "mutation ($input: RecordStoreViewInput!) { recordStoreView(input: $input) }";
      await query(view, { input: { dispensaryId: store.id } }, undefined, "session_1_a");
      await query(view, { input: { dispensaryId: store.id } }, undefined, "session_2_b");
      const counted = await query("query ($id: ID!) { dispensary(id: $id) { viewCount } }", { id: store.id }, owner);
      expect(counted.data?.dispensary).toEqual({ viewCount: 2 });
      const unknown = await query(view, { input: { dispensaryId: "not-a-uuid" } });
      expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });

    it("limits hearts per client address and design, and counts a session's store views once per half hour", async () => {
      const store = await openStore();
      await requestDesigns(deps, owner, store.id);
      await service.relay.drain();
      await worker().drain(1);
      const [design] = await database.db.select().from(designs);
      const heart = (sessionId: string, clientAddress = "203.0.113.7", type = "heart") =>
        reactToDesign(deps, { designId: design!.id, type, sessionId, clientAddress });
      const window = SHOPPER_SIGNAL_WINDOW_MINUTES * 60;
      // Fresh session ids from one address: five hearts, then the address waits for the window.
      for (let n = 0; n < REACTIONS_PER_ADDRESS_PER_DESIGN; n++) expect((await heart(`session_1_h${n}`)).ok).toBe(true);
      const refused = await heart("session_1_hx");
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: "TOO_MANY_REQUESTS",
          message: "That's a lot of reactions in a row. Please wait a few minutes before reacting again.",
        },
      });
      expect(!refused.ok && refused.error.retryAfterSeconds).toBeGreaterThan(window - 5);
      // A heart already given changes nothing and is no new one; another kind or address still counts.
      expect(await heart("session_1_h0")).toMatchObject({ ok: true, value: { hearts: 5, mine: ["heart"] } });
      expect(await heart("session_1_hx", "203.0.113.7", "thumbs_up")).toMatchObject({ ok: true, value: { thumbsUp: 1 } });
      expect(await heart("session_1_hx", "198.51.100.9")).toMatchObject({ ok: true, value: { hearts: 6 } });
      aheadMs = window * 1000 + 1000;
      expect(await heart("session_1_hy")).toMatchObject({ ok: true, value: { hearts: 7 } });

      aheadMs = 0;
      const view = (sessionId: string | null, clientAddress = "203.0.113.7") =>
        recordStoreView(deps, { dispensaryId: store.id, sessionId, clientAddress });
      for (let n = 0; n < 3; n++) expect(await view("session_1_v0")).toEqual({ ok: true, value: true });
      expect(await countStoreViews(deps, store.id)).toBe(1);
      for (let n = 1; n < STORE_VIEWS_PER_ADDRESS_PER_STORE; n++) await view(`session_1_v${n}`);
      expect(await countStoreViews(deps, store.id)).toBe(STORE_VIEWS_PER_ADDRESS_PER_STORE);
      for (const sessionId of ["session_1_vx", null]) {
        expect(await view(sessionId)).toMatchObject({
          ok: false,
          error: { code: "TOO_MANY_REQUESTS", message: "That's a lot of store visits in a row. Please wait a few minutes." },
        });
      }
      expect(await view("session_1_vx", "198.51.100.9")).toEqual({ ok: true, value: true });
      aheadMs = STORE_VIEW_COUNTS_ONCE_PER_MINUTES * 60_000 + 1000;
      expect(await view("session_1_v0")).toEqual({ ok: true, value: true });
      expect(await countStoreViews(deps, store.id)).toBe(STORE_VIEWS_PER_ADDRESS_PER_STORE + 2);

      // Sent together from one more address, they take turns: no more pass than one at a time would.
      const together = await Promise.all(
        Array.from({ length: 12 }, (_, n) => [
          reactToDesign(deps, { designId: design!.id, type: "heart", sessionId: `session_1_r${n}`, clientAddress: "192.0.2.50" }),
          recordStoreView(deps, { dispensaryId: store.id, sessionId: `session_1_r${n}`, clientAddress: "192.0.2.50" }),
        ]).flat(),
      );
      expect(together.filter((answer) => answer.ok)).toHaveLength(
        REACTIONS_PER_ADDRESS_PER_DESIGN + STORE_VIEWS_PER_ADDRESS_PER_STORE,
      );
      expect(await countStoreViews(deps, store.id)).toBe(2 * STORE_VIEWS_PER_ADDRESS_PER_STORE + 2);
    });

    it("counts stores in all 50 states, most first", async () => {
      await openStore();
      const result = await query("{ stateStoreCounts { code name storeCount } }", {});
      const counts = result.data?.stateStoreCounts as Array<{ code: string; storeCount: number }>;
      expect(counts).toHaveLength(50);
      expect(counts[0]).toEqual({ code: "CO", name: "Colorado", storeCount: 1 });
      expect(counts.slice(1).every((state) => state.storeCount === 0)).toBe(true);
    });

    it("answers myDispensary only when signed in", async () => {
      expect((await query("{ myDispensary { id } }", {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await query("{ myDispensary { id } }", {}, stranger)).data).toEqual({ myDispensary: null });
    });
  });
});
