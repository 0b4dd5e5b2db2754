import { type AuthUser, fail, ok, type Result, tooManyRequests } from "@highcotton/kit";
import { z } from "zod";
import { LEADS_CHANGED_WAIT_SECONDS } from "../contract/limits.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { merchantOf } from "./merchant-of.ts";

/** A cursor leadsChanged answered: a whole number of microseconds. */
const seenCursor = z
  .string()
  .regex(/^\d{1,19}$/, messages.leadsCursorInvalid)
  .nullish();

/**
 * A merchant's dashboard asking to be told when its lists may have changed since `seen` (the
 * cursor of its last answer): answered with the cursor of the change the moment one commits (at
 * once when one newer than `seen` already has), or with `seen` when LEADS_CHANGED_WAIT_SECONDS
 * pass with none. Merchants only (signed out: UNAUTHENTICATED; no print shop: NOT_FOUND); one
 * whose subscription lapsed, shown no pending leads, is only answered at the wait's end. An
 * account already holding its share of waits is told to come back later (TOO_MANY_REQUESTS).
 */
export async function waitForLeadChanges(
  deps: Pick<FulfillmentDeps, "db" | "leadChanges">,
  user: AuthUser | null,
  args: { seen?: unknown } = {},
): Promise<Result<string>> {
  const seen = seenCursor.safeParse(args.seen);
  if (!seen.success) return fail("BAD_USER_INPUT", messages.leadsCursorInvalid);
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  const waited = deps.leadChanges.wait(me.userId, seen.data ? BigInt(seen.data) : null, me.isActive);
  if (waited === "too-many") return tooManyRequests(messages.tooManyDashboardsWaiting, LEADS_CHANGED_WAIT_SECONDS);
  return ok(String(await waited));
}
