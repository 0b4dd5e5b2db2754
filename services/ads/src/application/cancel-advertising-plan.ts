import { randomUUID } from "node:crypto";
import { cancelDecisionOf, setSubscriptionEnd } from "@highcotton/billing";
import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { and, eq, ne } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { advertisers } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { type AdvertiserView, advertiserViewOf, findAdvertiserOf } from "./find-my-advertiser.ts";

type Deps = Pick<AdsDeps, "db" | "subscriptions" | "now">;

/**
 * The advertiser cancels its plan at the end of the paid month: the provider will not charge it
 * again, and its ads run until then. When the month ends the subscription ends and the plan
 * lapses as any ended subscription does (canceled, AdvertiserSubscriptionChanged). Keeping it
 * before then goes through payAdvertisingPlan.
 */
export async function cancelAdvertisingPlan(deps: Deps, user: AuthUser | null): Promise<Result<AdvertiserView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const advertiser = await findAdvertiserOf(deps, user.id);
  if (!advertiser) return fail("NOT_FOUND", messages.noAdvertiser);
  const decision = cancelDecisionOf(standingOf(advertiser));
  if (decision === "inactive") return fail("CONFLICT", messages.planNotPaid);
  if (decision === "already_ending") return fail("CONFLICT", messages.planAlreadyEnding);
  return ok(await recordPlanEnd(deps, advertiser, true));
}

/** Where the plan stands for the subscription panel: paid, and whether it is set to end. */
export const standingOf = (advertiser: AdvertiserView) => ({
  active: advertiser.subscriptionStatus === "active",
  cancelAtPeriodEnd: advertiser.cancelAtPeriodEnd,
});

/**
 * Tells the provider whether the plan's subscription ends with its paid month and records its
 * answer on the advertiser. Setting the flag twice is harmless, so each request has its own key
 * (the client's retries of it share it): a key reused later would replay an older answer.
 */
export async function recordPlanEnd(deps: Deps, advertiser: AdvertiserView, cancelAtPeriodEnd: boolean): Promise<AdvertiserView> {
  const subscriptionId = advertiser.providerSubscriptionId;
  if (!subscriptionId) throw new Error(`The advertiser ${advertiser.id} has a paid plan but no subscription`);
  const updated = await setSubscriptionEnd(
    deps,
    { subscriptionId, cancelAtPeriodEnd, idempotencyKey: `advertiser-end:${advertiser.id}:${randomUUID()}` },
    async (tx, end) => {
      const [row] = await tx
        .update(advertisers)
        .set({ cancelAtPeriodEnd: end.cancelAtPeriodEnd, updatedAt: deps.now() })
        // A renewal may have ended the plan meanwhile: nothing is pending on an ended one.
        .where(and(eq(advertisers.providerSubscriptionId, end.subscriptionId), ne(advertisers.subscriptionStatus, "canceled")))
        .returning();
      return row;
    },
  );
  if (updated) return advertiserViewOf(updated);
  const current = await findAdvertiserOf(deps, advertiser.userId);
  if (!current) throw new Error(`The advertiser ${advertiser.id} vanished while its plan changed`);
  return current;
}
