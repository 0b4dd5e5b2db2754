import type { PaymentMethod } from "../contract/index.ts";

/** SPEC's payment methods as the providers' kinds: stripe pays by card, paypal by the wallet. */
export const paymentKindOf = (method: PaymentMethod): "card" | "wallet" => (method === "stripe" ? "card" : "wallet");
export const paymentMethodOf = (kind: "card" | "wallet"): PaymentMethod => (kind === "card" ? "stripe" : "paypal");
