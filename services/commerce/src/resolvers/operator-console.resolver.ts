import { DateTimeScalar, operatorOf, type Resolvers, unwrap } from "@highcotton/kit";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { listRefundedOrders } from "../application/list-refunded-orders.ts";
import { listStaleOrders } from "../application/list-stale-orders.ts";
import { listUnpaidStoreWithdrawals } from "../application/list-unpaid-withdrawals.ts";

/**
 * The operator console's orders and store payouts: read-only. The jobs that act on them (the
 * refund job, the payout job) already run each minute with backoff, so there is nothing an
 * operator needs to start by hand.
 */
export function operatorConsoleResolvers(deps: CommerceDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      staleOrders: async (_parent, args: Record<string, unknown>, context) =>
        unwrap(await listStaleOrders(deps, operatorOf(context), args)),
      refundedOrders: async (_parent, args: Record<string, unknown>, context) =>
        unwrap(await listRefundedOrders(deps, operatorOf(context), args)),
      unpaidStoreWithdrawals: async (_parent, args: Record<string, unknown>, context) =>
        unwrap(await listUnpaidStoreWithdrawals(deps, operatorOf(context), args)),
    },
  };
}
