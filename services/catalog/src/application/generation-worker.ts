import { randomBytes } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { BrandKit } from "@highcotton/design-art";
import { type BackgroundWorker, mediaPathOf, NotifiedLoop, publishEvent } from "@highcotton/kit";
import { DesignsGeneratedSchema } from "@highcotton/proto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { designs, dispensaries, generationJobs } from "../db/schema.ts";
import { STORE_DESIGN_PRICE } from "../domain/constants.ts";
import { renderWebImages } from "../generation/design-images.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { announceVisibility } from "./design-visibility.ts";
import { printSourceKeyOf, printSourceOf } from "./print-file-source.ts";
import { GENERATION_CHANNEL } from "./start-generation-job.ts";

type Job = typeof generationJobs.$inferSelect;
type Store = typeof dispensaries.$inferSelect;

export interface GenerationWorkerOptions {
  /** Safety-net poll when no notification arrives. */
  idlePollMs?: number;
  retryBaseMs?: number;
}

/**
 * Fills generation jobs slot by slot. Each slot's design row is unique per store, batch and slot,
 * and a slot that already has its row is skipped, so a worker stopped or crashed midway resumes
 * where it was and a batch never ends with more designs than it asked for. A completed batch is
 * marked and DesignsGenerated published in one transaction.
 */
export class GenerationWorker implements BackgroundWorker {
  private readonly retryBaseMs: number;
  private readonly loop: NotifiedLoop;

  constructor(
    private readonly deps: CatalogDeps,
    options: GenerationWorkerOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 2000;
    this.loop = new NotifiedLoop({
      database: deps.database,
      channel: GENERATION_CHANNEL,
      lockName: "catalog-generation-worker",
      logger: deps.logger,
      idlePollMs: options.idlePollMs ?? 5000,
      errorDelayMs: this.retryBaseMs,
      pass: async () => {
        const job = await this.nextDueJob();
        if (job) await this.work(job, Number.POSITIVE_INFINITY);
        return { progressed: Boolean(job) };
      },
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  /** Stops after the slot in progress; the rest of the batch waits for the next start. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Works until no job is due (tests and tools); `maxSlots` stops early, as a crash would. */
  async drain(maxSlots = Number.POSITIVE_INFINITY): Promise<number> {
    let made = 0;
    for (;;) {
      const job = await this.nextDueJob();
      if (!job) return made;
      made += await this.work(job, maxSlots - made);
      if (made >= maxSlots) return made;
    }
  }

  private async nextDueJob(): Promise<Job | undefined> {
    const [job] = await this.deps.db
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.status, "pending"), lte(generationJobs.nextAttemptAt, this.deps.now())))
      .orderBy(asc(generationJobs.requestedAt))
      .limit(1);
    return job;
  }

  /** Makes the job's missing designs (at most `budget`), then completes it. Returns designs made. */
  private async work(job: Job, budget: number): Promise<number> {
    const [store] = await this.deps.db.select().from(dispensaries).where(eq(dispensaries.id, job.dispensaryId));
    if (!store) return 0;
    const existing = await this.deps.db
      .select({ slot: designs.slot })
      .from(designs)
      .where(and(eq(designs.dispensaryId, job.dispensaryId), eq(designs.batch, job.batch)));
    const done = new Set(existing.map((row) => row.slot));
    let made = 0;
    try {
      const kit = await this.brandKitOf(store);
      const drawnSlot = await this.replacedSlot(job);
      for (let slot = 1; slot <= job.designCount; slot++) {
        if (done.has(slot)) continue;
        if (made >= budget || this.loop.isStopping) return made;
        await this.makeDesign(job, store, slot, kit, drawnSlot ?? slot);
        made++;
      }
      await this.complete(job);
    } catch (error) {
      const attempts = job.attempts + 1;
      const delay = Math.min(this.retryBaseMs * 2 ** (attempts - 1), 15 * 60_000);
      this.deps.logger.warn({ err: error, jobId: job.id, attempts }, "design generation failed; will retry");
      await this.deps.db
        .update(generationJobs)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error),
          nextAttemptAt: new Date(this.deps.now().getTime() + delay),
        })
        .where(eq(generationJobs.id, job.id));
    }
    return made;
  }

  /** The owner's brand kit as the engine takes it, logo bytes included; none until the owner sets one. */
  private async brandKitOf(store: Store): Promise<BrandKit | undefined> {
    if (!store.brandKit && !store.logoKey) return undefined;
    const logo = store.logoKey ? await this.deps.storage.get(store.logoKey) : null;
    return {
      colors: store.brandKit?.colors ?? [],
      slogans: store.brandKit?.slogans ?? [],
      ...(logo ? { logoPng: logo.body } : {}),
    };
  }

  /** A regeneration draws for the slot of the design it replaces (its batch's seed makes it new). */
  private async replacedSlot(job: Job): Promise<number | undefined> {
    if (!job.replacesDesignId) return undefined;
    const [old] = await this.deps.db.select({ slot: designs.slot }).from(designs).where(eq(designs.id, job.replacesDesignId));
    return old?.slot;
  }

  private async makeDesign(job: Job, store: Store, slot: number, kit: BrandKit | undefined, drawnSlot: number) {
    const brand = { storeName: store.name, city: store.city, state: store.state, businessType: store.businessType };
    const artwork = await this.deps.generator.create({
      brand: kit ? { ...brand, kit } : brand,
      slot: drawnSlot,
      seed: `${store.id}:${job.batch}:${slot}`,
    });
    // The 3600 px print file is most of a design's drawing time and memory, and most designs are
    // never bought: it is drawn from the kept artwork when the design's first order arrives.
    const images = await renderWebImages(artwork);
    const base = `designs/${store.id}/${job.batch}-${slot}`;
    // The print file's name carries a random token: its URL is shown only to the owner and the printer.
    const printKey = `${base}-print-${randomBytes(12).toString("hex")}.png`;
    const printSourceKey = printSourceKeyOf(printKey);
    const source = printSourceOf(artwork);
    const { storage } = this.deps;
    await Promise.all([
      storage.put(`${base}-front.webp`, images.front, "image/webp"),
      storage.put(`${base}-thumb.webp`, images.thumbnail, "image/webp"),
      storage.put(`${base}-artwork.webp`, images.artwork, "image/webp"),
      storage.put(printSourceKey, source.body, source.contentType),
    ]);
    await this.deps.db
      .insert(designs)
      .values({
        dispensaryId: store.id,
        name: artwork.name,
        frontImageUrl: storage.publicUrl(`${base}-front.webp`),
        thumbnailUrl: storage.publicUrl(`${base}-thumb.webp`),
        artworkUrl: storage.publicUrl(`${base}-artwork.webp`),
        // Through the edge, not the storage's public URL: until its first order has it drawn, the
        // edge says so (503, Retry-After) where a bucket would only say 404.
        printFileUrl: mediaPathOf(printKey),
        printSourceKey,
        price: STORE_DESIGN_PRICE,
        batch: job.batch,
        slot,
        createdAt: this.deps.now(),
      })
      .onConflictDoNothing();
  }

  private async complete(job: Job): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [completed] = await tx
        .update(generationJobs)
        .set({ status: "completed", completedAt: this.deps.now(), lastError: null })
        .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, "pending")))
        .returning();
      if (!completed) return;
      const made = await tx
        .select({ id: designs.id, name: designs.name, frontImageUrl: designs.frontImageUrl, printFileUrl: designs.printFileUrl })
        .from(designs)
        .where(and(eq(designs.dispensaryId, job.dispensaryId), eq(designs.batch, job.batch)))
        .orderBy(sql`${designs.slot}`);
      // A regeneration's new design takes the old one's place: the old one is hidden, never changed otherwise.
      const [replacement] = made;
      if (job.replacesDesignId && replacement) {
        const [replaced] = await tx
          .update(designs)
          .set({ hidden: true, replacedById: replacement.id })
          .where(eq(designs.id, job.replacesDesignId))
          .returning();
        if (replaced) await announceVisibility(tx, replaced, this.deps.now());
      }
      await publishEvent(tx, {
        schema: DesignsGeneratedSchema,
        aggregateId: job.dispensaryId,
        data: {
          dispensaryId: job.dispensaryId,
          batch: job.batch,
          designIds: made.map((row) => row.id),
          completedAt: timestampFromDate(this.deps.now()),
          // Commerce sells them from what the event carries, never from catalog's tables.
          designs: made.map(({ id, ...design }) => ({ designId: id, ...design })),
        },
      });
    });
  }
}
