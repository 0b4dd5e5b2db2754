import type { Queryable } from "@highcotton/kit";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { designs } from "../db/schema.ts";
import { renderPrintFile } from "../generation/design-images.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { artworkOfPrintSource, printKeyOfSource } from "./print-file-source.ts";

/**
 * Draws the print files an order needs and has not got yet: a store design's is drawn at its first
 * order, from the artwork kept when the design was made. The row is locked while its file is drawn,
 * so two orders of one design at once draw it once; a redelivered event finds it drawn. A missing
 * source fails the event, and the inbox tries it again.
 */
export async function drawPrintFiles(deps: Pick<CatalogDeps, "storage">, tx: Queryable, designIds: string[]): Promise<number> {
  if (designIds.length === 0) return 0;
  const waiting = await tx
    .select({ id: designs.id, name: designs.name, printSourceKey: designs.printSourceKey })
    .from(designs)
    .where(and(inArray(designs.id, designIds), isNotNull(designs.printSourceKey)))
    .orderBy(designs.id)
    .for("update");
  for (const design of waiting) {
    const sourceKey = design.printSourceKey as string;
    const source = await deps.storage.get(sourceKey);
    if (!source) throw new Error(`The print source of design ${design.id} is missing (${sourceKey})`);
    const print = await renderPrintFile(artworkOfPrintSource(design.name, source));
    await deps.storage.put(printKeyOfSource(sourceKey), print, "image/png");
    await tx.update(designs).set({ printSourceKey: null }).where(eq(designs.id, design.id));
  }
  return waiting.length;
}
