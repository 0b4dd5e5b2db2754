import { type AdEventKind, type InvalidTrafficReason, MIN_CLICK_AFTER_SERVE_MS } from "../contract/index.ts";
import type { ImpressionTokenClaims } from "./impression-token.ts";

/** An event as judged before the store is asked: it may count (the store decides), or it is invalid. */
export type AdEventVerdict =
  | { valid: true; pageViewId: string }
  | { valid: false; reason: Exclude<InvalidTrafficReason, "replay" | "no_impression"> };

export interface JudgedEvent {
  advertisementId: string;
  kind: AdEventKind;
  visibleMs: number | null;
}

/**
 * What can be told of an event from itself, its token and who sent it (IAB/MRC general invalid
 * traffic filtration); whether its token was spent before is the store's to tell (replay,
 * no_impression). In order:
 * - no_token: no token, or none this service signed for this ad (`claims` is the verified token's);
 * - expired: the token's time is up;
 * - too_fast: an impression reported sooner after the serve than the time it claims in view (the
 *   browser starts measuring after the serve answered), or a click sooner than a person can;
 * - per_address_cap: the sender is past its valid events a minute (`withinCap` false).
 */
export function judgeAdEvent(
  event: JudgedEvent,
  claims: ImpressionTokenClaims | null,
  now: Date,
  withinCap: boolean,
): AdEventVerdict {
  if (!claims || claims.advertisementId !== event.advertisementId.toLowerCase()) return { valid: false, reason: "no_token" };
  if (now.getTime() > claims.expiresAt.getTime()) return { valid: false, reason: "expired" };
  const sinceServeMs = now.getTime() - claims.issuedAt.getTime();
  const soonest = event.kind === "click" ? MIN_CLICK_AFTER_SERVE_MS : (event.visibleMs ?? 0);
  if (sinceServeMs < soonest) return { valid: false, reason: "too_fast" };
  if (!withinCap) return { valid: false, reason: "per_address_cap" };
  return { valid: true, pageViewId: claims.pageViewId };
}
