import { ESTABLISHED_REPORTER_HOURS, HIDING_REPORTERS } from "../contract/limits.ts";

/** One report as the rule weighs it. */
export interface WeighedReport {
  /** Whether the reporter was established when it reported (see `isEstablishedReporter`). */
  established: boolean;
  /** The key of the address it came from (`addressKey`), or null when unknown. */
  addressKey: string | null;
}

/**
 * Whether a reporter is established at `now`: its account was registered, or its society
 * profile created, at least ESTABLISHED_REPORTER_HOURS before. A session without a profile, or an
 * account community has not heard of, is not.
 */
export function isEstablishedReporter(since: Date | null, now: Date): boolean {
  if (!since) return false;
  return now.getTime() - since.getTime() >= ESTABLISHED_REPORTER_HOURS * 3_600_000;
}

/**
 * The report rule: the reports since the content was last reviewed hide it by themselves only
 * when established reporters from HIDING_REPORTERS different addresses made them. Session ids and
 * accounts cost nothing to make, and one person's reports come from one address; reports from
 * fresh reporters, or from one address, only queue the content for an operator.
 */
export function reportsHide(reports: readonly WeighedReport[]): boolean {
  return establishedAddresses(reports) >= HIDING_REPORTERS;
}

/** How many different addresses established reporters reported from (the rule's count). */
export function establishedAddresses(reports: readonly WeighedReport[]): number {
  const addresses = new Set<string>();
  for (const report of reports) if (report.established && report.addressKey) addresses.add(report.addressKey);
  return addresses.size;
}
