import { fail, ok, type Result } from "@highcotton/kit/errors";
import Stripe from "stripe";
import { z } from "zod";

/** Stripe's default: a delivery signed more than 5 minutes away from now is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A verified delivery: the event's id (for once-only handling), its type and its object as Stripe sent it. */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

export const webhookMessages = {
  malformedSignature: "The Stripe-Signature header is missing or malformed",
  mismatch: "The webhook signature does not match its payload",
  stale: `The webhook signature is older than ${WEBHOOK_TOLERANCE_SECONDS} seconds`,
  future: `The webhook signature is dated more than ${WEBHOOK_TOLERANCE_SECONDS} seconds ahead`,
  notAnEvent: "The webhook payload is not a Stripe event",
} as const;

const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({}) }),
});

/**
 * Verifies a webhook delivery as Stripe's `constructEvent` does (an HMAC-SHA256 `v1` signature of
 * `${t}.${payload}` with the endpoint's secret, compared in constant time) at the given time, and
 * refuses a timestamp more than 300 s from it either way: Stripe's helper only refuses old ones.
 * Each service reads the object's fields it needs on top.
 */
export function verifyStripeSignature(
  payload: string,
  signature: string,
  secret: string,
  now: Date,
): Result<VerifiedStripeEvent> {
  const timestamp = signedAt(signature);
  if (timestamp === null) return fail("BAD_USER_INPUT", webhookMessages.malformedSignature);
  if (timestamp - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) return fail("BAD_USER_INPUT", webhookMessages.future);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      return fail("BAD_USER_INPUT", webhookMessages.notAnEvent); // signed, but not JSON
    }
    if (/tolerance/i.test(error.message)) return fail("BAD_USER_INPUT", webhookMessages.stale);
    if (/extract timestamp and signatures/i.test(error.message))
      return fail("BAD_USER_INPUT", webhookMessages.malformedSignature);
    return fail("BAD_USER_INPUT", webhookMessages.mismatch);
  }
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) return fail("BAD_USER_INPUT", webhookMessages.notAnEvent);
  return ok({ id: parsed.data.id, type: parsed.data.type, object: parsed.data.data.object });
}

/** The `t=` of a `Stripe-Signature` header (seconds since the epoch), when it has a `v1=` too. */
function signedAt(header: string): number | null {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = parts.find(([key]) => key === "t")?.[1];
  const hasV1 = parts.some(([key, value]) => key === "v1" && Boolean(value));
  if (!t || !/^\d{1,12}$/.test(t) || !hasV1) return null;
  return Number(t);
}
