import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@highcotton/kit/db";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { and, asc, eq, lte, ne } from "drizzle-orm";
import { oneMonthAfter } from "./billing-period.ts";
import { type CardDetails, judgeCard } from "./cards.ts";
import {
  type CardOnFile,
  type CardSubscriptions,
  PaymentMethodInvalid,
  type StartedSubscription,
  SubscriptionDeclined,
  type SubscriptionEnd,
  type SubscriptionEvent,
} from "./ports.ts";
import { renewalOf } from "./subscription-end.ts";
import { offlinePaymentMethods, offlineSubscriptions } from "./tables.ts";

type SubscriptionRow = typeof offlineSubscriptions.$inferSelect;
type PaymentMethodRow = typeof offlinePaymentMethods.$inferSelect;

/** Stripe's ready-made test payment methods, as Stripe test mode answers a charge on each. */
const TEST_PAYMENT_METHODS: Record<string, Omit<PaymentMethodRow, "id" | "createdAt">> = {
  pm_card_visa: { brand: "visa", last4: "4242", declineMessage: null },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", declineMessage: null },
  pm_card_amex: { brand: "amex", last4: "8431", declineMessage: null },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", declineMessage: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    declineMessage: "Your card has insufficient funds.",
  },
};

/** The brand Stripe reports for a card number, from its leading digits. */
function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const spell = (bytes: Uint8Array, length: number) =>
  Array.from(bytes.subarray(0, length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
/** The same id for the same idempotency key: asking twice finds the first subscription. */
const idFromKey = (key: string) => spell(createHash("sha256").update(key).digest(), 24);

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
  async savePaymentMethod(card: CardDetails): Promise<Result<{ id: string; brand: string; last4: string }>> {
    const verdict = judgeCard(card, this.now());
    if (verdict.outcome === "invalid") return fail("BAD_USER_INPUT", verdict.message);
    const digits = card.number.replace(/ /g, "");
    const [saved] = await this.db
      .insert(offlinePaymentMethods)
      .values({
        id: `pm_offline_${spell(randomBytes(24), 24)}`,
        brand: brandOf(digits),
        last4: digits.slice(-4),
        declineMessage: verdict.outcome === "declined" ? verdict.message : null,
        createdAt: this.now(),
      })
      .returning();
    if (!saved) throw new Error("The offline payment method was not saved");
    return ok({ id: saved.id, brand: saved.brand, last4: saved.last4 });
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
  private async charge(paymentMethodId: string): Promise<CardOnFile> {
    const known = TEST_PAYMENT_METHODS[paymentMethodId];
    if (known) {
      await this.db
        .insert(offlinePaymentMethods)
        .values({ id: paymentMethodId, ...known })
        .onConflictDoNothing({ target: offlinePaymentMethods.id });
    }
    const [method] = await this.db.select().from(offlinePaymentMethods).where(eq(offlinePaymentMethods.id, paymentMethodId));
    if (!method) throw new PaymentMethodInvalid(`No such PaymentMethod: '${paymentMethodId}'`);
    if (method.declineMessage) throw new SubscriptionDeclined(method.declineMessage);
    return { brand: method.brand, last4: method.last4 };
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
