import { fail, ok, type Queryable, type Result, tooManyRequests } from "@highcotton/kit";
import { and, count, desc, eq, gt, type SQL } from "drizzle-orm";
import {
  messages,
  SHOPPER_SIGNAL_WINDOW_MINUTES,
  STORE_VIEW_COUNTS_ONCE_PER_MINUTES,
  STORE_VIEWS_PER_ADDRESS_PER_STORE,
  STORE_VIEWS_PER_ADDRESS_PER_WINDOW,
  STORE_VIEWS_PER_SESSION_PER_WINDOW,
} from "../contract/index.ts";
import { analyticsEvents } from "../db/schema.ts";
import { waitForLimits } from "../domain/signal-limits.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { findDispensary } from "./find-dispensaries.ts";
import { takeSignalTurn } from "./signal-turns.ts";

type Deps = Pick<CatalogDeps, "db" | "now">;

/**
 * Records one store page view (SPEC §2: each page view fires an analytics event). A session's
 * views of a store count once within STORE_VIEW_COUNTS_ONCE_PER_MINUTES (a reload is not a new
 * visitor); new ones count against the session's and the client address's limits, so fresh
 * session ids from one address do not inflate a store's views.
 */
export async function recordStoreView(
  deps: Deps,
  input: { dispensaryId: string; sessionId?: string | null; clientAddress?: string | null },
): Promise<Result<true>> {
  if (!(await findDispensary(deps, input.dispensaryId))) return fail("NOT_FOUND", messages.dispensaryNotFound);
  const now = deps.now();
  const sessionId = input.sessionId ?? null;
  const clientAddress = input.clientAddress ?? null;
  return deps.db.transaction(async (tx): Promise<Result<true>> => {
    await takeSignalTurn(tx, { clientAddress, sessionId });
    if (sessionId && (await viewedLately(tx, input.dispensaryId, sessionId, now))) return ok(true);
    const waitMs = await viewWaitMs(tx, { dispensaryId: input.dispensaryId, sessionId, clientAddress }, now);
    if (waitMs > 0) return tooManyRequests(messages.tooManyStoreViews, waitMs / 1000);
    await tx
      .insert(analyticsEvents)
      .values({ dispensaryId: input.dispensaryId, eventType: "view", sessionId, clientAddress, createdAt: now });
    return ok(true);
  });
}

async function viewedLately(db: Queryable, dispensaryId: string, sessionId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - STORE_VIEW_COUNTS_ONCE_PER_MINUTES * 60_000);
  const [view] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.dispensaryId, dispensaryId),
        eq(analyticsEvents.sessionId, sessionId),
        eq(analyticsEvents.eventType, "view"),
        gt(analyticsEvents.createdAt, since),
      ),
    )
    .limit(1);
  return view !== undefined;
}

async function viewWaitMs(
  db: Queryable,
  view: { dispensaryId: string; sessionId: string | null; clientAddress: string | null },
  now: Date,
): Promise<number> {
  const windowMs = SHOPPER_SIGNAL_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const recent = async (where: SQL | undefined, limit: number) => ({
    limit,
    recent: (
      await db
        .select({ at: analyticsEvents.createdAt })
        .from(analyticsEvents)
        .where(and(where, gt(analyticsEvents.createdAt, since)))
        .orderBy(desc(analyticsEvents.createdAt))
        .limit(limit)
    ).map((row) => row.at),
  });
  const limits = [];
  if (view.sessionId)
    limits.push(await recent(eq(analyticsEvents.sessionId, view.sessionId), STORE_VIEWS_PER_SESSION_PER_WINDOW));
  if (view.clientAddress) {
    const fromAddress = eq(analyticsEvents.clientAddress, view.clientAddress);
    limits.push(
      await recent(and(fromAddress, eq(analyticsEvents.dispensaryId, view.dispensaryId)), STORE_VIEWS_PER_ADDRESS_PER_STORE),
      await recent(fromAddress, STORE_VIEWS_PER_ADDRESS_PER_WINDOW),
    );
  }
  return waitForLimits(limits, windowMs, now);
}

export async function countStoreViews(deps: Pick<CatalogDeps, "db">, dispensaryId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.dispensaryId, dispensaryId), eq(analyticsEvents.eventType, "view")));
  return row?.n ?? 0;
}
