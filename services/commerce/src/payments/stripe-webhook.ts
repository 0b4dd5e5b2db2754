import { verifyStripeSignature, webhookMessages } from "@highcotton/billing/stripe";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { z } from "zod";

export { webhookMessages };

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

const objectShape = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().optional(),
  status: z.string().optional(),
  last_payment_error: z.looseObject({ message: z.string().optional() }).nullish(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
  refunded: z.boolean().optional(),
});

/** A delivery verified with billing's Stripe signature check, and its PaymentIntent or charge as commerce reads it. */
export function verifyStripeWebhook(payload: string, signature: string, secret: string, now: Date): Result<StripeWebhookEvent> {
  const verified = verifyStripeSignature(payload, signature, secret, now);
  if (!verified.ok) return verified;
  const parsed = objectShape.safeParse(verified.value.object);
  if (!parsed.success) return fail("BAD_USER_INPUT", webhookMessages.notAnEvent);
  const object = parsed.data;
  const paymentIntent = typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
  return ok({
    id: verified.value.id,
    type: verified.value.type,
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
