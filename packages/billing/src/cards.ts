// Pure: domain code may use it (through @highcotton/billing/domain).
import { CVC_PATTERN, cardDigits, cardMessages, fullYear, hasExpired, passesLuhn } from "@highcotton/form-fields";

// The number, expiry and security code rules live with the form fields, so the card form checks them as typed.
export { cardDigits, cardMessages, hasExpired, passesLuhn };

/**
 * How the offline card providers judge a card, as Stripe test mode does: the number must pass the
 * Luhn check, the card must not have expired and its security code must be 3 or 4 digits; then
 * Stripe's test numbers decide (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, …)
 * and any other valid number succeeds, like test mode's generic cards. Messages are Stripe's.
 */

export interface CardDetails {
  /** Digits, spaces allowed ("4242 4242 4242 4242"). */
  number: string;
  /** 1 to 12. */
  expMonth: number;
  /** Four digits, or two (26 is 2026). */
  expYear: number;
  cvc: string;
}

export type CardVerdict =
  | { outcome: "approved" }
  /** Details Stripe.js refuses before anything is charged. */
  | { outcome: "invalid"; message: string }
  /** The issuer turned the card down: the payment stays open for another card. */
  | { outcome: "declined"; code: string; message: string };

/** Stripe's test numbers that do not simply succeed. */
const DECLINING_TEST_CARDS: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

/** What Stripe test mode answers for a payment with this card at `now`. */
export function judgeCard(card: CardDetails, now: Date): CardVerdict {
  const digits = cardDigits(card.number);
  if (!digits || !passesLuhn(digits)) return { outcome: "invalid", message: cardMessages.incorrectNumber };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { outcome: "invalid", message: cardMessages.invalidExpiryMonth };
  }
  const year = fullYear(card.expYear);
  if (!Number.isInteger(card.expYear) || card.expYear < 0 || year > now.getUTCFullYear() + 50) {
    return { outcome: "invalid", message: cardMessages.invalidExpiryYear };
  }
  if (hasExpired(card.expMonth, card.expYear, now)) return { outcome: "invalid", message: cardMessages.expiryInPast };
  if (!CVC_PATTERN.test(card.cvc)) return { outcome: "invalid", message: cardMessages.invalidCvc };
  const declined = DECLINING_TEST_CARDS[digits];
  return declined ? { outcome: "declined", ...declined } : { outcome: "approved" };
}
