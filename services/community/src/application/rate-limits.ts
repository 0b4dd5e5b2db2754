import type { Result, Tx } from "@highcotton/kit";
import type { CommunityDeps } from "./community-deps.ts";

/** What the rate limits count: posts (society and feed) and comments. */
export type LimitedAction = "post" | "comment";

/**
 * Whether the actor (a session id, or `user:<id>` for an account) may post or comment now:
 * TOO_MANY_REQUESTS with the wait in seconds once it did too much in the rolling window.
 */
export async function checkRateLimit(
  _deps: Pick<CommunityDeps, "db" | "now">,
  _actor: string,
  _action: LimitedAction,
): Promise<Result<void>> {
  throw new Error("not built yet");
}

/** Counts one post or comment, in the transaction that writes it (old entries pruned on the way). */
export async function recordActivity(_tx: Tx, _actor: string, _action: LimitedAction, _now: Date): Promise<void> {
  throw new Error("not built yet");
}
