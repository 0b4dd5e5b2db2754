// Pure: domain code may use it.

/** At most `max` events in any rolling window of `windowSeconds`. */
export interface RollingWindowLimit {
  max: number;
  windowSeconds: number;
}

export type RollingWindowDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The earliest instant an event still counts at `now`: events at or before it have left the window. */
export const rollingWindowStart = (now: Date, limit: Pick<RollingWindowLimit, "windowSeconds">): Date =>
  new Date(now.getTime() - limit.windowSeconds * 1000);

/**
 * Whether one more event may happen now, from the recent ones (newest first; the newest `max` are
 * enough). When it may not, it may again once the oldest counted event leaves the window, and the
 * wait is at least a second.
 */
export function assessRollingWindow(recent: readonly Date[], now: Date, limit: RollingWindowLimit): RollingWindowDecision {
  const windowStart = rollingWindowStart(now, limit).getTime();
  const counted = recent.filter((at) => at.getTime() > windowStart);
  if (counted.length < limit.max) return { allowed: true };
  const oldestCounted = Math.min(...counted.slice(0, limit.max).map((at) => at.getTime()));
  const waitMs = oldestCounted + limit.windowSeconds * 1000 - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The key a client address is counted under, by the per-address limits and the report rule: an
 * IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 address), an IPv6 address by its
 * /64 network, since one connection is usually handed a whole /64 and could otherwise speak from
 * countless addresses. Null when the address is unknown (a call that did not come through the edge).
 */
export function addressKey(address: string | null | undefined): string | null {
  const trimmed = address?.trim().toLowerCase();
  if (!trimmed) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!trimmed.includes(":")) return trimmed;
  const groups = expandIPv6(trimmed.split("%")[0] ?? trimmed);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : trimmed;
}

/** An IPv6 address's eight groups, without leading zeros; null when it is not one. */
function expandIPv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups.
  const last = tail.at(-1) ?? head.at(-1);
  const dotted = last?.includes(".") ? 1 : 0;
  const missing = 8 - head.length - tail.length - dotted;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.slice(0, 4).every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? group.replace(/^0+(?=.)/, "") : group));
}
