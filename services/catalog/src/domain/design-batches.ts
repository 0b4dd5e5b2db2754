/** A store's first designs. */
export const INITIAL_BATCH = "initial";

/** The batch of a month's new designs, e.g. "monthly-2026-11". */
export function monthlyBatch(date: Date): string {
  return `monthly-${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The first instant of the date's month (UTC). */
export const startOfMonth = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
