import { type CardDetails, judgeCard } from "@highcotton/billing/cards";
import type { Db } from "@highcotton/kit";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { and, eq, sql } from "drizzle-orm";
import { offlinePayments } from "../../db/schema.ts";
import type { CardPayments, CardPaymentView, RefundMade } from "../ports.ts";
import { idFromSeed, randomAlphanumeric } from "./offline-ids.ts";
import { answerOf } from "./offline-refunds.ts";

type OfflineRow = typeof offlinePayments.$inferSelect;

/** Stripe's PaymentIntent statuses that the offline provider goes through. */
const OPEN = "requires_payment_method";
const SUCCEEDED = "succeeded";
const REFUNDED = "refunded";

/** Stripe's smallest USD charge. */
const MIN_AMOUNT_CENTS = 50;

export const offlineCardMessages = {
  unknownClientSecret: "No such payment: the client secret is unknown",
  notInUse: "The offline card provider is not in use",
} as const;

/**
 * The built-in card provider, standing in for Stripe in test mode: PaymentIntents live in
 * `offline_payments` (kind card) as they would on Stripe's servers, and `confirm` plays Stripe.js
 * confirming a card, with Stripe's test numbers deciding the outcome.
 */
export class OfflineCardPayments implements CardPayments {
  readonly provider = "offline_card" as const;

  constructor(private readonly db: Db) {}

  async createIntent(input: {
    amountCents: number;
    currency: "usd";
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < MIN_AMOUNT_CENTS) {
      throw new Error("Amount must be at least $0.50 usd");
    }
    const id = `pi_offline_${idFromSeed(`intent:${input.idempotencyKey}`, 24)}`;
    const [created] = await this.db
      .insert(offlinePayments)
      .values({
        id,
        kind: "card",
        clientSecret: `${id}_secret_${randomAlphanumeric(24)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        status: OPEN,
      })
      .onConflictDoNothing({ target: offlinePayments.id })
      .returning();
    const intent = created ?? (await this.find(id));
    if (!intent?.clientSecret) throw new Error(`The offline payment ${id} vanished while it was created`);
    // As Stripe: a key names one request; reusing it for another amount is a programming error.
    if (intent.amountCents !== input.amountCents || intent.currency !== input.currency) {
      throw new Error(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
      );
    }
    return { id: intent.id, clientSecret: intent.clientSecret };
  }

  async retrieve(id: string): Promise<CardPaymentView | null> {
    const intent = await this.find(id);
    return intent ? viewOf(intent) : null;
  }

  async refund(id: string, idempotencyKey: string): Promise<RefundMade> {
    // As Stripe: the refund is named by its key, so the same key answers the same refund, and a
    // refund under another key finds the payment already refunded.
    const refundId = `re_offline_${idFromSeed(`refund:${idempotencyKey}`, 24)}`;
    const [refunded] = await this.db
      .update(offlinePayments)
      .set({ status: REFUNDED, refundId, updatedAt: sql`now()` })
      .where(and(eq(offlinePayments.id, id), eq(offlinePayments.kind, "card"), eq(offlinePayments.status, SUCCEEDED)))
      .returning({ id: offlinePayments.id });
    if (refunded) return { refundId, alreadyRefunded: false };
    const intent = await this.find(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    if (intent.status === REFUNDED) return answerOf(intent.refundId, refundId);
    throw new Error(`This PaymentIntent (${id}) does not have a successful charge to refund.`);
  }

  /**
   * What Stripe.js does when the shopper pays: charges the card for the intent its client secret
   * names. NOT_FOUND for an unknown secret, BAD_USER_INPUT for card details Stripe.js would refuse,
   * PAYMENT_REQUIRED with Stripe's message for a declined card (the intent stays open for another
   * card). An intent that already succeeded is answered as it is: paying twice never charges twice.
   */
  async confirm(clientSecret: string, card: CardDetails, now: Date): Promise<Result<CardPaymentView>> {
    const [intent] = await this.db
      .select()
      .from(offlinePayments)
      .where(and(eq(offlinePayments.clientSecret, clientSecret), eq(offlinePayments.kind, "card")));
    if (!intent) return fail("NOT_FOUND", offlineCardMessages.unknownClientSecret);
    if (intent.status !== OPEN) return ok(viewOf(intent));
    const verdict = judgeCard(card, now);
    if (verdict.outcome === "invalid") return fail("BAD_USER_INPUT", verdict.message);
    const stillOpen = and(eq(offlinePayments.id, intent.id), eq(offlinePayments.status, OPEN));
    if (verdict.outcome === "declined") {
      await this.db.update(offlinePayments).set({ lastError: verdict.message, updatedAt: sql`now()` }).where(stillOpen);
      return fail("PAYMENT_REQUIRED", verdict.message);
    }
    const [paid] = await this.db
      .update(offlinePayments)
      .set({ status: SUCCEEDED, lastError: null, updatedAt: sql`now()` })
      .where(stillOpen)
      .returning();
    // Null only when a simultaneous confirmation got there first: answer what it made.
    const settled = paid ?? (await this.find(intent.id));
    if (!settled) throw new Error(`The offline payment ${intent.id} vanished while it was confirmed`);
    return ok(viewOf(settled));
  }

  private async find(id: string): Promise<OfflineRow | undefined> {
    const [row] = await this.db
      .select()
      .from(offlinePayments)
      .where(and(eq(offlinePayments.id, id), eq(offlinePayments.kind, "card")));
    return row;
  }
}

/** Stripe's reading: an open intent with a last error is a failed attempt, else still pending. */
function viewOf(intent: OfflineRow): CardPaymentView {
  const base = { id: intent.id, amountCents: intent.amountCents, currency: intent.currency };
  switch (intent.status) {
    case SUCCEEDED:
      return { ...base, status: "succeeded" };
    case REFUNDED:
      return { ...base, status: "refunded" };
    case "canceled":
      return { ...base, status: "canceled" };
    default:
      return intent.lastError ? { ...base, status: "failed", failureMessage: intent.lastError } : { ...base, status: "pending" };
  }
}
