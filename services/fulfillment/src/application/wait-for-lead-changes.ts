import { type AuthUser, ok, type Result, tooManyRequests } from "@highcotton/kit";
import { LEADS_CHANGED_WAIT_SECONDS } from "../contract/limits.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { merchantOf } from "./merchant-of.ts";

/**
 * A merchant's dashboard asking to be told when its lists may have changed: true the moment a
 * lead change commits, false when none has within LEADS_CHANGED_WAIT_SECONDS. Merchants only
 * (signed out: UNAUTHENTICATED; no print shop: NOT_FOUND); an account already holding its share
 * of waits is told to come back after one has ended (TOO_MANY_REQUESTS).
 */
export async function waitForLeadChanges(
  deps: Pick<FulfillmentDeps, "db" | "leadChanges">,
  user: AuthUser | null,
): Promise<Result<boolean>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const waited = deps.leadChanges.wait(merchant.value.userId);
  if (waited === "too-many") return tooManyRequests(messages.tooManyDashboardsWaiting, LEADS_CHANGED_WAIT_SECONDS);
  return ok(await waited);
}
