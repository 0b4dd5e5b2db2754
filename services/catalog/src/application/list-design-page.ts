import { ok, parseInput, type Result } from "@highcotton/kit";
import { and, desc, eq, sql } from "drizzle-orm";
import { designs, dispensaries } from "../db/schema.ts";
import { designPageSchema, encodeDesignCursor } from "../domain/design-page.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DesignRow } from "./store-designs.ts";

export interface DesignPage {
  designs: DesignRow[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

// The creation instant to the microsecond, in UTC: a JavaScript Date would drop the last three digits.
const createdAtText = sql<string>`to_char(${designs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Store designs (not custom ones, nor ones their owner hid) of open stores, newest first, one page at a time. Keyset paging on
 * (createdAt, id): a page never repeats or skips designs while new ones are being made.
 */
export async function listDesignPage(
  deps: Pick<CatalogDeps, "db">,
  input: { first?: unknown; after?: unknown },
): Promise<Result<DesignPage>> {
  const parsed = parseInput(designPageSchema, input);
  if (!parsed.ok) return parsed;
  const { first, after } = parsed.value;
  const rows = await deps.db
    .select({ design: designs, createdAtText })
    .from(designs)
    .where(
      and(
        eq(designs.isCustom, false),
        eq(designs.hidden, false),
        // A store whose fee is not paid is hidden, and its designs with it.
        sql`exists (select 1 from ${dispensaries} where ${dispensaries.id} = ${designs.dispensaryId} and ${dispensaries.feeStatus} = 'paid')`,
        after ? sql`(${designs.createdAt}, ${designs.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(designs.createdAt), desc(designs.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  const nextCursor =
    rows.length > first && last ? encodeDesignCursor({ createdAt: last.createdAtText, id: last.design.id }) : null;
  return ok({ designs: page.map((row) => row.design), nextCursor });
}
