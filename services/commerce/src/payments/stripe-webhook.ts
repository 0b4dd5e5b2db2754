import { fail, ok, type Result } from "@highcotton/kit/errors";
import Stripe from "stripe";
import { z } from "zod";

/** Stripe's default: a delivery signed more than 5 minutes away from now is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What commerce reads of a verified event: its id (for once-only handling), type and object. */
export interface StripeWebhookEvent {
  id: string;
  type: string;
  object: {
    id: string;
    amount?: number;
    status?: string;
    lastPaymentError?: string;
    /** A charge's PaymentIntent (charge.refunded names the charge, not the intent). */
    paymentIntentId?: string;
    /** A charge's: whether it is refunded in full (false after a partial refund). */
    refunded?: boolean;
  };
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
  data: z.object({
    object: z.looseObject({
      id: z.string().min(1),
      amount: z.number().int().optional(),
      status: z.string().optional(),
      last_payment_error: z.looseObject({ message: z.string().optional() }).nullish(),
      payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
      refunded: z.boolean().optional(),
    }),
  }),
});

/**
 * Verifies a webhook delivery as Stripe's `constructEvent` does (an HMAC-SHA256 `v1` signature of
 * `${t}.${payload}` with the endpoint's secret, compared in constant time) at the given time, and
 * refuses a timestamp more than 300 s from it either way: Stripe's helper only refuses old ones.
 */
export function verifyStripeWebhook(payload: string, signature: string, secret: string, now: Date): Result<StripeWebhookEvent> {
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
  const { id, type, data } = parsed.data;
  const object = data.object;
  const paymentIntent = typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
  return ok({
    id,
    type,
    object: {
      id: object.id,
      ...(object.amount !== undefined && { amount: object.amount }),
      ...(object.status !== undefined && { status: object.status }),
      ...(object.last_payment_error?.message && { lastPaymentError: object.last_payment_error.message }),
      ...(paymentIntent && { paymentIntentId: paymentIntent }),
      ...(object.refunded !== undefined && { refunded: object.refunded }),
    },
  });
}

/** The `t=` of a `Stripe-Signature` header (seconds since the epoch), when it has a `v1=` too. */
function signedAt(header: string): number | null {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = parts.find(([key]) => key === "t")?.[1];
  const hasV1 = parts.some(([key, value]) => key === "v1" && Boolean(value));
  if (!t || !/^\d{1,12}$/.test(t) || !hasV1) return null;
  return Number(t);
}
