import type { Db, Tx } from "@highcotton/kit/db";
import type { Result } from "@highcotton/kit/errors";
import { and, asc, eq, lte, ne } from "drizzle-orm";
import { oneMonthAfter } from "./billing-period.ts";
import type { CardDetails } from "./cards.ts";
import {
  chargeOfflinePaymentMethod,
  idFromKey,
  type SavedPaymentMethod,
  saveOfflinePaymentMethod,
} from "./offline-payment-methods.ts";
import type { CardOnFile, CardSubscriptions, StartedSubscription, SubscriptionEnd, SubscriptionEvent } from "./ports.ts";
import { renewalOf } from "./subscription-end.ts";
import { offlinePaymentMethods, offlineSubscriptions } from "./tables.ts";

type SubscriptionRow = typeof offlineSubscriptions.$inferSelect;

/**
 * The offline card provider for monthly subscriptions, which behaves like Stripe test mode and
 * keeps what Stripe would keep in the service's own store (the tables of `./tables.ts`): payment
 * methods made from test cards, and subscriptions it charges again each month (see `renew`).
 */
export class OfflineSubscriptions implements CardSubscriptions {
  readonly provider = "offline";

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * What Stripe.js's createPaymentMethod does with a card: details it would refuse are refused
   * with Stripe's message; a declining test number is saved, and declines when it is charged.
   */
  savePaymentMethod(card: CardDetails): Promise<Result<SavedPaymentMethod>> {
    return saveOfflinePaymentMethod(this.db, card, this.now());
  }

  async subscribe(input: Parameters<CardSubscriptions["subscribe"]>[0]): Promise<StartedSubscription> {
    const card = await this.charge(input.paymentMethodId);
    const seed = idFromKey(input.idempotencyKey);
    const started = await this.start({
      id: `sub_offline_${seed}`,
      customerId: `cus_offline_${seed}`,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.monthlyPriceCents,
    });
    return { ...started, card };
  }

  async resume(input: Parameters<CardSubscriptions["resume"]>[0]): Promise<StartedSubscription> {
    const card = await this.charge(input.paymentMethodId);
    const [subscription] = await this.db
      .select()
      .from(offlineSubscriptions)
      .where(eq(offlineSubscriptions.id, input.subscriptionId));
    if (!subscription || subscription.status === "canceled") {
      // As Stripe: a canceled subscription has ended; paying again starts a new one for the customer.
      const started = await this.start({
        id: `sub_offline_${idFromKey(input.idempotencyKey)}`,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.monthlyPriceCents,
      });
      return { ...started, card };
    }
    const now = this.now();
    // A past-due month is paid from today; an active one (already paid) keeps its period.
    const [resumed] = await this.db
      .update(offlineSubscriptions)
      .set({
        paymentMethodId: input.paymentMethodId,
        status: "active",
        currentPeriodEnd: subscription.status === "active" ? subscription.currentPeriodEnd : oneMonthAfter(now),
        // Paying again means going on: a pending end is taken back.
        cancelAtPeriodEnd: false,
        updatedAt: now,
      })
      .where(eq(offlineSubscriptions.id, subscription.id))
      .returning();
    return { ...startedOf(resumed ?? subscription), card };
  }

  async cancel(subscriptionId: string): Promise<void> {
    await this.db
      .update(offlineSubscriptions)
      .set({ status: "canceled", updatedAt: this.now() })
      .where(eq(offlineSubscriptions.id, subscriptionId));
  }

  /**
   * As Stripe's cancel_at_period_end: set, the subscription is not charged again and ends when its
   * paid month does (see `renew`); unset, it renews. An ended subscription stays ended.
   */
  async setCancelAtPeriodEnd(input: Parameters<CardSubscriptions["setCancelAtPeriodEnd"]>[0]): Promise<SubscriptionEnd> {
    const [updated] = await this.db
      .update(offlineSubscriptions)
      .set({ cancelAtPeriodEnd: input.cancelAtPeriodEnd, updatedAt: this.now() })
      .where(and(eq(offlineSubscriptions.id, input.subscriptionId), ne(offlineSubscriptions.status, "canceled")))
      .returning();
    if (!updated) throw new Error(`No such offline subscription to change: ${input.subscriptionId}`);
    return {
      subscriptionId: updated.id,
      cancelAtPeriodEnd: updated.cancelAtPeriodEnd,
      currentPeriodEnd: updated.currentPeriodEnd,
    };
  }

  /**
   * As a SetupIntent at Stripe test mode: a card that declines is refused with its message and
   * the subscription keeps its card; any other pays the subscription from its next renewal.
   */
  async changeCard(input: Parameters<CardSubscriptions["changeCard"]>[0]): Promise<CardOnFile> {
    const card = await this.charge(input.paymentMethodId);
    const [updated] = await this.db
      .update(offlineSubscriptions)
      .set({ paymentMethodId: input.paymentMethodId, updatedAt: this.now() })
      .where(and(eq(offlineSubscriptions.id, input.subscriptionId), eq(offlineSubscriptions.customerId, input.customerId)))
      .returning({ id: offlineSubscriptions.id });
    if (!updated) throw new Error(`No such offline subscription to change: ${input.subscriptionId}`);
    return card;
  }

  /** Active subscriptions whose paid month has ended by `at`, the longest overdue first. */
  async dueSubscriptionIds(at: Date, limit: number): Promise<string[]> {
    const due = await this.db
      .select({ id: offlineSubscriptions.id })
      .from(offlineSubscriptions)
      .where(and(eq(offlineSubscriptions.status, "active"), lte(offlineSubscriptions.currentPeriodEnd, at)))
      .orderBy(asc(offlineSubscriptions.currentPeriodEnd))
      .limit(limit);
    return due.map((row) => row.id);
  }

  /**
   * Charges a due subscription's next month inside the caller's transaction, as Stripe's renewal
   * invoice would: paid moves the period on a month; a declining card leaves it past due; one set
   * to end with its paid month ends instead, uncharged. The row is locked (and skipped when
   * another renewal holds it), so a month is charged once. Null when it is no longer due.
   */
  async renew(tx: Tx, subscriptionId: string, at: Date): Promise<SubscriptionEvent | null> {
    const [subscription] = await tx
      .select()
      .from(offlineSubscriptions)
      .where(
        and(
          eq(offlineSubscriptions.id, subscriptionId),
          eq(offlineSubscriptions.status, "active"),
          lte(offlineSubscriptions.currentPeriodEnd, at),
        ),
      )
      .for("update", { skipLocked: true });
    if (!subscription) return null;
    const [method] = await tx
      .select()
      .from(offlinePaymentMethods)
      .where(eq(offlinePaymentMethods.id, subscription.paymentMethodId));
    const declineMessage = method?.declineMessage;
    const renewal = renewalOf({ cancelAtPeriodEnd: subscription.cancelAtPeriodEnd, declineMessage });
    if (renewal === "end") {
      await tx
        .update(offlineSubscriptions)
        .set({ status: "canceled", updatedAt: at })
        .where(eq(offlineSubscriptions.id, subscription.id));
      return { kind: "canceled", subscriptionId: subscription.id };
    }
    if (renewal === "decline" && declineMessage) {
      await tx
        .update(offlineSubscriptions)
        .set({ status: "past_due", updatedAt: at })
        .where(eq(offlineSubscriptions.id, subscription.id));
      return { kind: "payment_failed", subscriptionId: subscription.id, message: declineMessage };
    }
    const currentPeriodEnd = oneMonthAfter(subscription.currentPeriodEnd);
    await tx
      .update(offlineSubscriptions)
      .set({ currentPeriodEnd, updatedAt: at })
      .where(eq(offlineSubscriptions.id, subscription.id));
    return { kind: "paid", subscriptionId: subscription.id, currentPeriodEnd };
  }

  /** Charges a month to the payment method: throws when Stripe test mode would refuse it. Answers the card. */
  private charge(paymentMethodId: string): Promise<CardOnFile> {
    return chargeOfflinePaymentMethod(this.db, paymentMethodId);
  }

  /** A subscription whose first month is paid; the same id answers the one made before. */
  private async start(subscription: Pick<SubscriptionRow, "id" | "customerId" | "paymentMethodId" | "amountCents">) {
    const now = this.now();
    const [created] = await this.db
      .insert(offlineSubscriptions)
      .values({ ...subscription, status: "active", currentPeriodEnd: oneMonthAfter(now), createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: offlineSubscriptions.id })
      .returning();
    const [row] = created
      ? [created]
      : await this.db.select().from(offlineSubscriptions).where(eq(offlineSubscriptions.id, subscription.id));
    if (!row) throw new Error(`The offline subscription ${subscription.id} vanished while it was made`);
    return startedOf(row);
  }
}

const startedOf = (row: SubscriptionRow): StartedSubscription => ({
  customerId: row.customerId,
  subscriptionId: row.id,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd,
});
