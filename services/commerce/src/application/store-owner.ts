// A store is catalog's: its owner reads catalog's words about it.
import { messages as storeMessages } from "@highcotton/catalog/contract";
import { type AuthUser, fail, isUuid, ok, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { storeReplicas } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";

export type StoreReplica = typeof storeReplicas.$inferSelect;

async function findStore(deps: Pick<CommerceDeps, "db">, dispensaryId: string): Promise<StoreReplica | undefined> {
  const [store] = await deps.db.select().from(storeReplicas).where(eq(storeReplicas.id, dispensaryId));
  return store;
}

/**
 * The store, when the caller owns it (commerce's record of the owner comes from DispensaryCreated).
 * Signed out: UNAUTHENTICATED; a store commerce does not know: NOT_FOUND; anyone else: FORBIDDEN.
 */
export async function authorizeStoreOwner(
  deps: Pick<CommerceDeps, "db">,
  user: AuthUser | null,
  dispensaryId: unknown,
): Promise<Result<StoreReplica>> {
  if (!user) return fail("UNAUTHENTICATED", storeMessages.signInRequired);
  const store = isUuid(dispensaryId) ? await findStore(deps, dispensaryId) : undefined;
  if (!store) return fail("NOT_FOUND", storeMessages.dispensaryNotFound);
  if (store.ownerUserId !== user.id) return fail("FORBIDDEN", storeMessages.notYourStore);
  return ok(store);
}

/** A store as the gateway refers to it, with catalog's answer to whether the caller owns it. */
export interface StoreReference {
  id: string;
  isMine?: boolean | null;
}

/**
 * Whether the caller may see the store's money. Commerce trusts its own record of the owner; only
 * for a store too new to have reached commerce (which has earned nothing yet) does it take
 * catalog's word, passed along by the gateway.
 */
export async function ownsStoreMoney(
  deps: Pick<CommerceDeps, "db">,
  user: AuthUser | null,
  store: StoreReference,
): Promise<boolean> {
  if (!user || !isUuid(store.id)) return false;
  const known = await findStore(deps, store.id);
  return known ? known.ownerUserId === user.id : store.isMine === true;
}
