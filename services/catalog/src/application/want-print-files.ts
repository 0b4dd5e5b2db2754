import type { Queryable } from "@highcotton/kit";
import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { designs } from "../db/schema.ts";

/** Wakes the print file worker (sent in the transaction that makes a print file due). */
export const PRINT_FILE_CHANNEL = "catalog_print_files";

/**
 * An order's store designs whose print files are not drawn yet become due now, in the order
 * event's transaction; the PrintFileWorker draws them outside it. Ids catalog does not have, custom
 * designs (drawn when made) and designs already due or drawn are left as they are, so a redelivered
 * event changes nothing. Answers how many became due.
 */
export async function wantPrintFiles(tx: Queryable, designIds: string[], now: Date): Promise<number> {
  if (designIds.length === 0) return 0;
  const due = await tx
    .update(designs)
    .set({ printDueAt: now })
    .where(and(inArray(designs.id, designIds), isNotNull(designs.printSourceKey), isNull(designs.printDueAt)))
    .returning({ id: designs.id });
  if (due.length > 0) await tx.execute(sql`select pg_notify(${PRINT_FILE_CHANNEL}, '')`);
  return due.length;
}
