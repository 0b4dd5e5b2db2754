import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { accountReplicas, closedLeads, leadDigests, merchantReplicas, orderReplicas, pendingLeads } from "../db/schema.ts";
import { mayDigestNow } from "../domain/lead-digest.ts";
import { renderLeadDigest } from "../mails/lead-digest.template.ts";
import { enqueueMail } from "./enqueue-mail.ts";
import { linkTo, type NotificationsDeps } from "./notifications-deps.ts";

/** How often the digest job looks for merchants with new leads. */
export const LEAD_DIGEST_CHECK_MS = 60_000;

/**
 * Writes one digest for each paid-up merchant with new leads whose last digest is at least 15
 * minutes old, listing every lead since that no merchant has accepted and that has not expired.
 * Each merchant's digest is written in one transaction that holds the merchant's lock, marks its
 * leads and moves its last digest time, so two runs at once cannot write two. A merchant whose email is not known yet keeps its leads for later. Answers
 * how many digests it wrote.
 */
export async function sendLeadDigests(deps: NotificationsDeps): Promise<number> {
  const waiting = await deps.db
    .selectDistinct({ merchantId: pendingLeads.merchantId })
    .from(pendingLeads)
    .where(isNull(pendingLeads.digestId));
  let written = 0;
  for (const { merchantId } of waiting) {
    if (await digestFor(deps, merchantId)) written++;
  }
  return written;
}

async function digestFor(deps: NotificationsDeps, merchantId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notifications-lead-digest:${merchantId}`}))`);
    const now = deps.now();
    const [last] = await tx.select().from(leadDigests).where(eq(leadDigests.merchantId, merchantId));
    if (!mayDigestNow(last?.lastDigestAt ?? null, now)) return false;
    const [merchant] = await tx
      .select({ businessName: merchantReplicas.businessName, state: merchantReplicas.state, email: accountReplicas.email })
      .from(merchantReplicas)
      .innerJoin(accountReplicas, eq(accountReplicas.userId, merchantReplicas.userId))
      .where(and(eq(merchantReplicas.merchantId, merchantId), eq(merchantReplicas.active, true)));
    if (!merchant) return false;
    // A lead accepted or expired while its order was still reaching this replica is dropped here.
    await tx
      .delete(pendingLeads)
      .where(
        and(
          eq(pendingLeads.merchantId, merchantId),
          isNull(pendingLeads.digestId),
          inArray(pendingLeads.orderId, tx.select({ orderId: closedLeads.orderId }).from(closedLeads)),
        ),
      );
    const leads = await tx
      .select({
        orderId: pendingLeads.orderId,
        shippingCity: orderReplicas.shippingCity,
        shippingState: orderReplicas.shippingState,
        shirts: orderReplicas.shirts,
        earningsCents: orderReplicas.merchantEarningsCents,
      })
      .from(pendingLeads)
      .innerJoin(orderReplicas, eq(orderReplicas.orderId, pendingLeads.orderId))
      .where(and(eq(pendingLeads.merchantId, merchantId), isNull(pendingLeads.digestId)))
      .orderBy(asc(pendingLeads.queuedAt), asc(pendingLeads.orderId));
    if (leads.length === 0) return false;
    const digestId = randomUUID();
    await tx
      .update(pendingLeads)
      .set({ digestId })
      .where(
        and(
          eq(pendingLeads.merchantId, merchantId),
          inArray(
            pendingLeads.orderId,
            leads.map((lead) => lead.orderId),
          ),
        ),
      );
    const number = (last?.digests ?? 0) + 1;
    await tx
      .insert(leadDigests)
      .values({ merchantId, lastDigestAt: now, digests: number })
      .onConflictDoUpdate({ target: leadDigests.merchantId, set: { lastDigestAt: now, digests: number } });
    await enqueueMail(
      tx,
      "lead-digest",
      {
        dedupeKey: `lead-digest:${merchantId}:${number}`,
        to: merchant.email,
        content: renderLeadDigest({
          businessName: merchant.businessName,
          state: merchant.state,
          leads,
          dashboardUrl: linkTo(deps, "/merchant-dashboard"),
        }),
      },
      now,
    );
    return true;
  });
}
