import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { messages } from "../domain/messages.ts";
import { findMerchantOf, type MerchantView } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/** The caller's merchant. Signed out: UNAUTHENTICATED; no print shop yet: NOT_FOUND. */
export async function merchantOf(deps: Pick<FulfillmentDeps, "db">, user: AuthUser | null): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const merchant = await findMerchantOf(deps, user.id);
  return merchant ? ok(merchant) : fail("NOT_FOUND", messages.merchantNotFound);
}
