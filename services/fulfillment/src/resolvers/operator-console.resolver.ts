import { DateTimeScalar, operatorOf, type Resolvers, unwrap } from "@highcotton/kit";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { listUnpaidMerchantWithdrawals } from "../application/list-unpaid-merchant-withdrawals.ts";

/**
 * The operator console's merchant payouts: read-only. The payout job already tries each one each
 * minute with backoff, so there is nothing an operator needs to start by hand.
 */
export function operatorConsoleResolvers(deps: FulfillmentDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      unpaidMerchantWithdrawals: async (_parent, args: Record<string, unknown>, context) =>
        unwrap(await listUnpaidMerchantWithdrawals(deps, operatorOf(context), args)),
    },
  };
}
