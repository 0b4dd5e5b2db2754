import { type BackgroundWorker, NotifiedLoop } from "@highcotton/kit";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
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
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
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
    } catch (error) {
      logger.warn({ err: error, designId: design.id }, "print file not drawn; trying again later");
      await db
        .update(designs)
        .set({ printDueAt: new Date(now().getTime() + RETRY_MS) })
        .where(eq(designs.id, design.id));
    }
    return true;
  }
}
