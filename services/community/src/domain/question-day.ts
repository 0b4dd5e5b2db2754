/** A calendar day, YYYY-MM-DD, as `question_days` keys it. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day it is at `now` in the time zone (an IANA name): the question of the day turns at its midnight. */
export function localDay(now: Date, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    now,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** The day `days` after `day` (before, when negative), across months, years and leap days. */
export function addDays(day: Day, days: number): Day {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const [, year, month, date] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A question in the rotation, by its place in it. */
export interface RotationEntry {
  id: string;
  position: number;
}

/**
 * The question that follows the one asked last (by its position), wrapping round to the first
 * after the last; the first when none was asked yet. Null when the rotation is empty.
 */
export function nextQuestion<Q extends RotationEntry>(rotation: readonly Q[], lastPosition: number | null): Q | null {
  const ordered = [...rotation].sort((a, b) => a.position - b.position);
  if (lastPosition === null) return ordered[0] ?? null;
  return ordered.find((question) => question.position > lastPosition) ?? ordered[0] ?? null;
}
