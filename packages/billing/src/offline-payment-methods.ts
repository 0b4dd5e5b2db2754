import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@highcotton/kit/db";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { eq } from "drizzle-orm";
import { type CardDetails, judgeCard } from "./cards.ts";
import { type CardOnFile, PaymentMethodInvalid, SubscriptionDeclined } from "./ports.ts";
import { offlinePaymentMethods } from "./tables.ts";

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

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `length` letters and digits spelled from random or hashed bytes, as Stripe's ids look. */
export const spellId = (bytes: Uint8Array, length: number) =>
  Array.from(bytes.subarray(0, length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");

/** The same id for the same idempotency key: asking twice finds what the first ask made. */
export const idFromKey = (key: string) => spellId(createHash("sha256").update(key).digest(), 24);

/**
 * Charges the offline provider's payment method once: throws when Stripe test mode would refuse
 * it (PaymentMethodInvalid for an unknown id, SubscriptionDeclined with the card's message).
 * Stripe's test ids (pm_card_visa…) are known without being saved first. Answers the card charged.
 */
export async function chargeOfflinePaymentMethod(db: Db, paymentMethodId: string): Promise<CardOnFile> {
  const known = TEST_PAYMENT_METHODS[paymentMethodId];
  if (known) {
    await db
      .insert(offlinePaymentMethods)
      .values({ id: paymentMethodId, ...known })
      .onConflictDoNothing({ target: offlinePaymentMethods.id });
  }
  const [method] = await db.select().from(offlinePaymentMethods).where(eq(offlinePaymentMethods.id, paymentMethodId));
  if (!method) throw new PaymentMethodInvalid(`No such PaymentMethod: '${paymentMethodId}'`);
  if (method.declineMessage) throw new SubscriptionDeclined(method.declineMessage);
  return { brand: method.brand, last4: method.last4 };
}

/** A card the offline provider saved, as Stripe.js's createPaymentMethod answers it. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

/** The offline provider's card form, whoever it charges for (subscriptions or one-time charges). */
export interface OfflineCardForm {
  savePaymentMethod(card: CardDetails): Promise<Result<SavedPaymentMethod>>;
}

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

/**
 * What Stripe.js's createPaymentMethod does with a card: details it would refuse are refused
 * with Stripe's message; a declining test number is saved, and declines when it is charged.
 */
export async function saveOfflinePaymentMethod(db: Db, card: CardDetails, now: Date): Promise<Result<SavedPaymentMethod>> {
  const verdict = judgeCard(card, now);
  if (verdict.outcome === "invalid") return fail("BAD_USER_INPUT", verdict.message);
  const digits = card.number.replace(/ /g, "");
  const [saved] = await db
    .insert(offlinePaymentMethods)
    .values({
      id: `pm_offline_${spellId(randomBytes(24), 24)}`,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      declineMessage: verdict.outcome === "declined" ? verdict.message : null,
      createdAt: now,
    })
    .returning();
  if (!saved) throw new Error("The offline payment method was not saved");
  return ok({ id: saved.id, brand: saved.brand, last4: saved.last4 });
}
