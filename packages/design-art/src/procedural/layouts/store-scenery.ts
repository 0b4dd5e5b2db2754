/** Which of its place's scenery a store design draws. */
import type { Scenery } from "../place.ts";
import type { LayoutContext } from "./types.ts";

/**
 * The store's place's main scenery, or its second for some variants (Denver: peaks, sometimes its
 * skyline; Austin: its skyline or the plains). Custom designs, which have no place, get `fallback`.
 */
export function storeScenery(ctx: LayoutContext, fallback: Scenery): Scenery {
  const scenery = ctx.text.place?.scenery ?? [];
  if (scenery.length === 0) return fallback;
  return scenery[ctx.variant % Math.min(2, scenery.length)] as Scenery;
}
