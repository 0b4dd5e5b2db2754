import { CVC_PATTERN, cardDigits, cardMessages, hasExpired, passesLuhn } from "@highcotton/form-fields";

/**
 * The offline card form (the card provider that behaves like Stripe test mode): what the shopper
 * types, checked and turned into confirmOfflineCardPayment's card.
 */
export interface OfflineCardFields {
  number: string;
  /** "MM/YY". */
  expiry: string;
  cvc: string;
}

export interface OfflineCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type OfflineCardErrors = Partial<Record<keyof OfflineCardFields, string>>;

/** Stripe's test numbers, which the offline provider honours. */
export const TEST_CARDS = { succeeds: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

export const EMPTY_CARD_FORM: OfflineCardFields = { number: "", expiry: "", cvc: "" };

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12/28"; the slash appears once the month is complete. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card, or what is wrong with each field, by the rules the card provider applies (the number
 * passes the Luhn check, the expiry is a month not yet past, the CVC is 3 or 4 digits), in Stripe's
 * words. `now` decides whether the card has expired.
 */
export function parseOfflineCard(
  form: OfflineCardFields,
  now: Date = new Date(),
): { card: OfflineCard; errors?: undefined } | { card?: undefined; errors: OfflineCardErrors } {
  const errors: OfflineCardErrors = {};
  const number = form.number.replace(/\s/g, "");
  const digits = cardDigits(number);
  if (number.length < 12 && /^\d*$/.test(number)) errors.number = cardMessages.incompleteNumber;
  else if (!digits || !passesLuhn(digits)) errors.number = cardMessages.incorrectNumber;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry) errors.expiry = cardMessages.incompleteExpiry;
  else if (expMonth < 1 || expMonth > 12) errors.expiry = cardMessages.invalidExpiryMonth;
  else if (hasExpired(expMonth, expYear, now)) errors.expiry = cardMessages.expiryInPast;
  const cvc = form.cvc.trim();
  if (/^\d{0,2}$/.test(cvc)) errors.cvc = cardMessages.incompleteCvc;
  else if (!CVC_PATTERN.test(cvc)) errors.cvc = cardMessages.invalidCvc;
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { number, expMonth, expYear, cvc } };
}
