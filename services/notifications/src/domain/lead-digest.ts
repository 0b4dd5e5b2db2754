import { LEAD_DIGEST_MINUTES } from "../contract/limits.ts";

const DIGEST_GAP_MS = LEAD_DIGEST_MINUTES * 60_000;

/**
 * When a merchant may get its next lead digest: at once if it never had one, else 15 minutes
 * after the last. Leads that arrive in between wait and go out together.
 */
export const nextDigestAllowedAt = (lastDigestAt: Date | null): Date =>
  lastDigestAt ? new Date(lastDigestAt.getTime() + DIGEST_GAP_MS) : new Date(0);

export const mayDigestNow = (lastDigestAt: Date | null, now: Date): boolean =>
  nextDigestAllowedAt(lastDigestAt).getTime() <= now.getTime();
