import { entityId, stateCode, text, zipCode } from "@highcotton/form-fields";
import { z } from "zod";
import {
  CITY_MAX,
  CUSTOMER_NAME_MAX,
  DEFAULT_SIZE,
  EMAIL_MAX,
  MAX_QUANTITY,
  MIN_QUANTITY,
  PAYMENT_ID_MAX,
  PAYMENT_METHODS,
  SHIRT_SIZES,
  type ShirtSize,
  STREET_MAX,
  ZIP_MIN,
} from "./limits.ts";
import { labels, messages } from "./messages.ts";
import { DEFAULT_COLOR, SHIRT_COLOR_IDS, type ShirtColor } from "./shirts.ts";

// The browser session id that owns a cart is the kit's (SPEC §3, shared by every service): the
// service adds it to these fields.

/** Shirts of one design and size: a whole number from 1 to 99. */
export const quantitySchema = z
  .number(messages.quantityRange)
  .int(messages.quantityRange)
  .min(MIN_QUANTITY, messages.quantityRange)
  .max(MAX_QUANTITY, messages.quantityRange);

export const shirtSizeSchema = z.enum(SHIRT_SIZES, messages.sizeInvalid);
export const shirtColorSchema = z.enum(SHIRT_COLOR_IDS, messages.colorInvalid);

/** SPEC §7's add-to-cart fields besides the session: quantity 1, size M and a black shirt unless given. */
export const cartLineFields = {
  designId: entityId(labels.designId, messages.designIdInvalid),
  quantity: quantitySchema.nullish().transform((value) => value ?? MIN_QUANTITY),
  size: shirtSizeSchema.nullish().transform((value): ShirtSize => value ?? DEFAULT_SIZE),
  color: shirtColorSchema.nullish().transform((value): ShirtColor => value ?? DEFAULT_COLOR),
};

/**
 * SPEC §5's checkout form, with its messages, checked in the order the page shows the fields:
 * name, email, address, city, state (exactly 2 characters, stored upper case), ZIP (5 or more:
 * 5 digits or ZIP+4).
 */
export const checkoutFormSchema = z.object({
  customerName: text("Name", { max: CUSTOMER_NAME_MAX, required: messages.nameRequired }),
  customerEmail: z
    .string(messages.emailInvalid)
    .trim()
    .max(EMAIL_MAX, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  shippingAddress: text(labels.shippingAddress, { max: STREET_MAX, required: messages.addressRequired }),
  shippingCity: text("City", { max: CITY_MAX, required: messages.cityRequired }),
  shippingState: stateCode({ required: messages.stateRequired, invalid: messages.stateLength }),
  shippingZip: zipCode({ required: messages.zipRequired, tooShort: messages.zipTooShort, invalid: messages.zipInvalid }, ZIP_MIN),
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** The rest of SPEC's order payload; items and dispensaryId are the browser's view and are recomputed. */
export const placeOrderRequestSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, messages.paymentMethodInvalid),
  paymentIntentId: text("Payment", { max: PAYMENT_ID_MAX, required: messages.paymentIntentRequired }),
  totalAmount: z.string(messages.totalInvalid),
});
