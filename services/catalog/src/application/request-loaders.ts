import { isUuid, type RequestContext } from "@highcotton/kit";
import DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import { dispensaries } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { type ReactionCounts, reactionCountsOf } from "./design-reactions.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

type Reads = Pick<CatalogDeps, "db">;

/**
 * Lookups that a list of designs makes once per design (its store's name, its reactions), batched
 * within one request: a page of 20 designs reads their stores in one query and their reactions in
 * two, instead of one and two per design. Made per request, so nothing is cached across requests or callers: the
 * reactions' `mine` is the asking session's.
 */
export interface RequestLoaders {
  dispensary: DataLoader<string, DispensaryRow | null>;
  reactions: DataLoader<string, ReactionCounts>;
}

const perRequest = new WeakMap<RequestContext, RequestLoaders>();

export function requestLoaders(deps: Reads, context: RequestContext): RequestLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = {
      dispensary: new DataLoader((ids) => dispensariesById(deps, ids)),
      reactions: new DataLoader((designIds) => reactionCountsOf(deps, designIds, context.sessionId)),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}

async function dispensariesById(deps: Reads, ids: readonly string[]): Promise<Array<DispensaryRow | null>> {
  const valid = ids.filter(isUuid);
  const rows = valid.length > 0 ? await deps.db.select().from(dispensaries).where(inArray(dispensaries.id, valid)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
