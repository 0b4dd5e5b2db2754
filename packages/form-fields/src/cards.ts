// No zod here: the card form checks a card as it is typed with the rules the card provider applies.

/** Stripe's words for card details it refuses before anything is charged. */
export const cardMessages = {
  incorrectNumber: "Your card number is incorrect.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  detailsRequired: "Card details are required",
  // Stripe Elements' words while a field is not filled in yet.
  incompleteNumber: "Your card number is incomplete.",
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** The card number's digits without spaces; null when anything else is in it or its length is not a card's. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/ /g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check digit rule every card number obeys. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card's security code: 3 or 4 digits. */
export const CVC_PATTERN = /^\d{3,4}$/;

/** A card works through the last day of its expiry month (UTC). */
export function hasExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** A two-digit expiry year (26) as its full year (2026). */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);
