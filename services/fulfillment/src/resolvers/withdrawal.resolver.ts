import { type Resolvers, toDecimal, unwrap } from "@highcotton/kit";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { listMerchantWithdrawals, type MerchantWithdrawalView } from "../application/list-merchant-withdrawals.ts";
import { requestMerchantWithdrawal } from "../application/request-merchant-withdrawal.ts";

/** A withdrawal on the wire: its amount as SPEC's decimal string. */
const withdrawalOut = (withdrawal: MerchantWithdrawalView) => ({ ...withdrawal, amount: toDecimal(withdrawal.amount) });

/** A merchant's payouts: its withdrawal history and withdrawing its balance. */
export function withdrawalResolvers(deps: FulfillmentDeps): Resolvers {
  return {
    Query: {
      merchantWithdrawals: async (_parent, _args, context) =>
        unwrap(await listMerchantWithdrawals(deps, context.user)).map(withdrawalOut),
    },
    Mutation: {
      requestMerchantWithdrawal: async (_parent, args: { stripeAccountId?: unknown }, context) =>
        withdrawalOut(unwrap(await requestMerchantWithdrawal(deps, context.user, args, context.requestId))),
    },
  };
}
