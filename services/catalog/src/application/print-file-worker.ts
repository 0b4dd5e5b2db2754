import { type BackgroundWorker, type DeferredWork, metrics, NotifiedLoop } from "@highcotton/kit";
import { and, asc, count, eq, isNotNull, lte, min } from "drizzle-orm";
import { designs } from "../db/schema.ts";
import { renderPrintFile } from "../generation/design-images.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { artworkOfPrintSource, printKeyOfSource } from "./print-file-source.ts";
import { PRINT_FILE_CHANNEL } from "./want-print-files.ts";

/** After a failed drawing (a source not found, storage away), the design waits this long before the next try. */
const RETRY_MS = 60_000;

/**
 * Draws the print files orders made due, one design at a time, outside any transaction: a drawing
 * takes a second or two and holds no connection, row lock or event while it runs. One replica
 * draws at a time (the loop's lock); the row is marked drawn only if it still names the source it
 * was drawn from, so a file is stored under its key before anyone is told it is there. A failed
 * drawing is logged and tried again a minute later, however long it keeps failing.
 */
export class PrintFileWorker implements BackgroundWorker {
  private readonly loop: NotifiedLoop;
  private untrack: (() => void) | undefined;

  constructor(private readonly deps: CatalogDeps) {
    this.loop = new NotifiedLoop({
      database: deps.database,
      channel: PRINT_FILE_CHANNEL,
      lockName: "catalog-print-file-worker",
      logger: deps.logger,
      idlePollMs: 30_000,
      errorDelayMs: 5000,
      pass: async () => ({ progressed: await this.drawNext() }),
    });
  }

  start(): Promise<void> {
    // Every replica reports it (one store's count): /metrics shows the waiting wherever it is scraped.
    this.untrack ??= metrics.trackDeferredWork("catalog", "print_files", () => this.backlog());
    return this.loop.start();
  }

  stop(): Promise<void> {
    this.untrack?.();
    this.untrack = undefined;
    return this.loop.stop();
  }

  /**
   * The print files orders are waiting for (a failed one's included, due again a minute later),
   * and how long the one due first has been due: the `deferred_work_*{work="print_files"}` gauges.
   */
  async backlog(): Promise<DeferredWork> {
    const [row] = await this.deps.db
      .select({ waiting: count(), oldest: min(designs.printDueAt) })
      .from(designs)
      // Both conditions, so the partial index of waiting designs answers it.
      .where(and(isNotNull(designs.printSourceKey), isNotNull(designs.printDueAt)));
    const oldest = row?.oldest ? new Date(row.oldest) : null;
    const ageMs = oldest ? this.deps.now().getTime() - oldest.getTime() : 0;
    return { waiting: row?.waiting ?? 0, oldestAgeSeconds: Math.max(0, ageMs) / 1000 };
  }

  /** Draws until none is due (tests and tools); answers how many were drawn or tried. */
  async drain(): Promise<number> {
    let tried = 0;
    while (await this.drawNext()) tried++;
    return tried;
  }

  /** Draws the design due soonest; false when none is due. */
  private async drawNext(): Promise<boolean> {
    const { db, storage, now, logger } = this.deps;
    const [design] = await db
      .select({ id: designs.id, name: designs.name, printSourceKey: designs.printSourceKey })
      .from(designs)
      .where(and(isNotNull(designs.printSourceKey), lte(designs.printDueAt, now())))
      .orderBy(asc(designs.printDueAt))
      .limit(1);
    if (!design) return false;
    const sourceKey = design.printSourceKey as string;
    try {
      const source = await storage.get(sourceKey);
      if (!source) throw new Error(`the print source ${sourceKey} is missing`);
      const print = await renderPrintFile(artworkOfPrintSource(design.name, source));
      await storage.put(printKeyOfSource(sourceKey), print, "image/png");
      await db
        .update(designs)
        .set({ printSourceKey: null, printDueAt: null })
        .where(and(eq(designs.id, design.id), eq(designs.printSourceKey, sourceKey)));
      metrics.observeDeferredAttempt("catalog", "print_files", "done");
    } catch (error) {
      metrics.observeDeferredAttempt("catalog", "print_files", "failed");
      logger.warn({ err: error, designId: design.id }, "print file not drawn; trying again later");
      await db
        .update(designs)
        .set({ printDueAt: new Date(now().getTime() + RETRY_MS) })
        .where(eq(designs.id, design.id));
    }
    return true;
  }
}
