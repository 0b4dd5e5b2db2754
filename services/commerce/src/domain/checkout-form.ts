import { safeText, usAddressFields } from "@highcotton/kit/validation";
import { z } from "zod";
import { messages } from "./messages.ts";

/** SPEC §5 gives the shortest lengths; these keep a form to what a shipping label can carry. */
const NAME_MAX = 100;
const EMAIL_MAX = 254;

// SPEC's checkout: any two letters for the state, and a ZIP shorter than 5 is missing.
const shipping = usAddressFields(messages, { zipMin: 5 });

/**
 * SPEC §5's checkout form, with its messages, checked in the order the page shows the fields:
 * name, email, address, city, state (exactly 2 characters, stored upper case), ZIP (5 or more:
 * 5 digits or ZIP+4).
 */
export const checkoutFormSchema = z.object({
  customerName: safeText("Name", { max: NAME_MAX, required: messages.nameRequired }),
  customerEmail: z
    .string(messages.emailInvalid)
    .trim()
    .max(EMAIL_MAX, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  shippingAddress: shipping.address,
  shippingCity: shipping.city,
  shippingState: shipping.state,
  shippingZip: shipping.zip,
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** The payment methods SPEC's client sends: stripe for a card, paypal for the wallet. */
export const PAYMENT_METHODS = ["stripe", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentKindOf = (method: PaymentMethod): "card" | "wallet" => (method === "stripe" ? "card" : "wallet");
export const paymentMethodOf = (kind: "card" | "wallet"): PaymentMethod => (kind === "card" ? "stripe" : "paypal");

/** The rest of SPEC's order payload; items and dispensaryId are the browser's view and are recomputed. */
export const placeOrderRequestSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, messages.paymentMethodInvalid),
  paymentIntentId: safeText("Payment", { max: 255, required: messages.paymentIntentRequired }),
  totalAmount: z.string(messages.totalInvalid),
});
