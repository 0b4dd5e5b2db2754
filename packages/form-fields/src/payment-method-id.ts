import { z } from "zod";

/** The longest card provider payment method id taken (Stripe's are about 30 characters). */
export const PAYMENT_METHOD_ID_MAX = 255;

/**
 * A card as the provider saved it: pm_… from Stripe Elements or the offline card form (Stripe's
 * test ids such as pm_card_visa too). Letters, digits and underscores only, so nothing else
 * reaches the provider's API, an idempotency key or the store.
 */
export const paymentMethodId = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(PAYMENT_METHOD_ID_MAX, message)
    .regex(/^pm_\w+$/, message);
