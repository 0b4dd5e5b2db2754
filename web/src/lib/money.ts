/**
 * Money arrives from the graph as decimal strings with two places ("25.00", SPEC §9: precision 10,
 * scale 2, USD). Formatting works on the string's digits so no cent is lost to floating point.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * "$1,234.50" for "1234.5"; numbers are accepted too (25 → "$25.00"). Null, undefined and anything
 * that is not a plain decimal show as "$0.00". Extra decimals are rounded half up to cents.
 */
export function formatMoney(value: string | number | null | undefined): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(2) : "") : (value ?? "").trim();
  const match = DECIMAL.exec(text);
  if (!match) return "$0.00";
  const [, minus, whole = "0", fraction = ""] = match;
  let cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1n;
  const dollars = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (cents % 100n).toString().padStart(2, "0");
  const negative = minus === "-" && cents > 0n;
  return `${negative ? "-" : ""}$${dollars}.${rest}`;
}

/**
 * "$1,234.50" for 123450: amounts the graph gives as whole cents (the operator console's), shown
 * by `formatMoney` from their exact decimal digits.
 */
export function formatCents(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) return formatMoney(null);
  const size = Math.abs(amountCents);
  const decimal = `${Math.trunc(size / 100)}.${String(size % 100).padStart(2, "0")}`;
  return formatMoney(amountCents < 0 ? `-${decimal}` : decimal);
}

/** Whether a decimal string is above zero ("0.00" → false, "0.01" → true, null → false). */
export function isPositiveAmount(value: string | null | undefined): boolean {
  const match = DECIMAL.exec((value ?? "").trim());
  if (!match || match[1] === "-") return false;
  return /[1-9]/.test(`${match[2]}${match[3] ?? ""}`);
}
