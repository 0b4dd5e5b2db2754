// Money as integer cents in code; SPEC's numeric(10,2) decimal strings only at the edges (columns,
// GraphQL, REST). Pure: domain code may use it.

/** A whole number of US cents. */
export type Cents = number & { readonly __unit: "cents" };

/** The largest amount a numeric(10,2) column holds: 99,999,999.99. */
export const MAX_CENTS = 9_999_999_999 as Cents;

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  if (Math.abs(value) > MAX_CENTS) throw new RangeError(`Beyond numeric(10,2): ${value} cents`);
  return value as Cents;
}

const DECIMAL = /^(-)?(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "25.00", "25.5" or "25" (as a numeric(10,2) column or a client sends it) → 2500. */
export function fromDecimal(text: string): Cents {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount with at most 8 digits and 2 decimals: "${text}"`);
  const [, sign, whole = "0", fraction = ""] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents(sign ? -value : value);
}

/** 2500 → "25.00", SPEC's decimal form for columns and API fields. */
export function toDecimal(amount: Cents): string {
  const sign = amount < 0 ? "-" : "";
  const absolute = Math.abs(amount);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** A dollar amount as the client sends it (e.g. `amount: 50` for $50) → cents, refusing fractions of a cent. */
export function fromDollars(dollars: number): Cents {
  const value = Math.round(dollars * 100);
  if (Math.abs(value - dollars * 100) > 1e-6) throw new RangeError(`Not a whole number of cents: $${dollars}`);
  return cents(value);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 2500 → "$25.00". */
export const formatUsd = (amount: Cents): string => usd.format(amount / 100);

export const addCents = (...amounts: Cents[]): Cents => cents(amounts.reduce((total, amount) => total + amount, 0));

export const timesQuantity = (amount: Cents, quantity: number): Cents => {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  return cents(amount * quantity);
};
