import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { messages } from "../contract/index.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";
import { findDispensary } from "./find-dispensaries.ts";
import { type DesignRow, findDesign } from "./store-designs.ts";

type Reads = Pick<CatalogDeps, "db">;

/** The store, when the caller is its owner on a Dispensary Owner account. */
export async function ownedStore(deps: Reads, caller: AuthUser | null, dispensaryId: string): Promise<Result<DispensaryRow>> {
  if (!caller) return fail("UNAUTHENTICATED", messages.signInRequired);
  const store = await findDispensary(deps, dispensaryId);
  if (!store) return fail("NOT_FOUND", messages.dispensaryNotFound);
  if (store.userId !== caller.id) return fail("FORBIDDEN", messages.notYourStore);
  if (caller.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  return ok(store);
}

/** A store design, when the caller owns its store. A shopper's custom design belongs to no store. */
export async function ownedDesign(
  deps: Reads,
  caller: AuthUser | null,
  designId: string,
): Promise<Result<{ design: DesignRow; store: DispensaryRow }>> {
  if (!caller) return fail("UNAUTHENTICATED", messages.signInRequired);
  const design = await findDesign(deps, designId);
  if (!design) return fail("NOT_FOUND", messages.designNotFound);
  if (!design.dispensaryId) return fail("FORBIDDEN", messages.customDesignNotYours);
  const store = await ownedStore(deps, caller, design.dispensaryId);
  return store.ok ? ok({ design, store: store.value }) : store;
}
