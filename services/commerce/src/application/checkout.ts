import { z } from "zod";
import {
  type CheckoutForm,
  checkoutFormSchema,
  DEFAULT_COLOR,
  SHIRT_COLOR_IDS,
  SHIRT_SIZES,
  type ShirtColor,
} from "../contract/index.ts";

/** One paid line: the design as it was sold (reconciliation may place the order days later). */
export interface CheckoutLine {
  designId: string;
  designName: string;
  frontImageUrl: string;
  printFileUrl: string;
  /** The store whose design it is; null for a shopper's custom design. */
  dispensaryId: string | null;
  size: (typeof SHIRT_SIZES)[number];
  color: ShirtColor;
  quantity: number;
  unitPriceCents: number;
}

/**
 * What a payment row keeps in `payments.checkout`: the cart lines it was asked for and, once the
 * shopper submitted the order, their shipping form. Reconciliation places the order from it when
 * the browser could not; `refundClaimedAt` marks a payment reconciliation is refunding, which no
 * order may then use.
 */
export interface SavedCheckout {
  lines: CheckoutLine[];
  form?: CheckoutForm;
  refundClaimedAt?: string;
}

const checkoutLineSchema = z.object({
  designId: z.string(),
  designName: z.string(),
  frontImageUrl: z.string(),
  printFileUrl: z.string(),
  dispensaryId: z.string().nullable(),
  size: z.enum(SHIRT_SIZES),
  // Payments saved before shoppers chose a colour were for black shirts.
  color: z.enum(SHIRT_COLOR_IDS).default(DEFAULT_COLOR),
  quantity: z.number().int().positive(),
  unitPriceCents: z.number().int().positive(),
});

const savedCheckoutSchema = z.object({
  lines: z.array(checkoutLineSchema),
  form: checkoutFormSchema.optional(),
  refundClaimedAt: z.string().optional(),
});

/**
 * The session of a wallet order asked for without one (SPEC's bare `{amount, currency, intent}`):
 * it belongs to no cart and saves no lines until an order is placed with it, which binds it to
 * that session's cart.
 */
export const NO_CART_SESSION = "";

/** The stored JSON, checked: a row written by another version must not place a malformed order. */
export const readCheckout = (stored: unknown): SavedCheckout => savedCheckoutSchema.parse(stored);
