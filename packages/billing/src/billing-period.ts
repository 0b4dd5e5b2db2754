// Pure: domain code may use it (through @highcotton/billing/domain).

/**
 * One calendar month after `from` (UTC), at the same time of day: the same day of the next month,
 * or that month's last day when it is shorter (January 31 → February 28 or 29).
 */
export function oneMonthAfter(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(from.getTime());
  next.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return next;
}
