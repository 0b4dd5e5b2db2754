import { DateTimeScalar, type Resolvers, unwrap } from "@highcotton/kit";
import { toDecimal } from "@highcotton/kit/money";
import { captureWalletOrder } from "../application/capture-wallet-order.ts";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { createPaymentIntent } from "../application/create-payment-intent.ts";
import { createWalletOrder } from "../application/create-wallet-order.ts";
import { findReceipt } from "../application/find-receipt.ts";
import { receiveStripeWebhook } from "../application/handle-stripe-webhook.ts";
import { placeOrder } from "../application/place-order.ts";
import { findWalletOrder, paymentSettingsOf, walletSetup } from "../application/wallet-orders.ts";
import { walletOrderOut, withSession } from "./mapping.ts";

type Input = Record<string, unknown> & { sessionId?: unknown };

export function checkoutResolvers(deps: CommerceDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      paymentSettings: () => paymentSettingsOf(deps),
      walletSetup: () => walletSetup(deps),
      walletOrder: async (_parent, args: { id: string }) => {
        const order = await findWalletOrder(deps, args.id);
        return order ? walletOrderOut(order) : null;
      },
      receipt: (_parent, args: { token: string }) => findReceipt(deps, args.token),
    },
    Mutation: {
      createPaymentIntent: async (_parent, args: { input: Input }, context) => {
        const intent = unwrap(await createPaymentIntent(deps, withSession(args.input, context)));
        return { ...intent, amount: toDecimal(intent.amount) };
      },
      createWalletOrder: async (_parent, args: { input: Input }, context) =>
        walletOrderOut(unwrap(await createWalletOrder(deps, withSession(args.input, context), context.clientAddress))),
      captureWalletOrder: async (_parent, args: { id: string }) =>
        walletOrderOut(unwrap(await captureWalletOrder(deps, args.id))),
      placeOrder: async (_parent, args: { input: Input }, context) =>
        unwrap(await placeOrder(deps, withSession(args.input, context), context.requestId)),
      receiveStripeWebhook: async (_parent, args: { payload: string; signature: string }) =>
        unwrap(await receiveStripeWebhook(deps, args)),
    },
    // Order and OrderItem fields are the view's own (money columns are decimal strings already).
  };
}
