import { type RequestContext, type Resolvers, toDecimal, unwrap } from "@highcotton/kit";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { listStoreWithdrawals, type WithdrawalView } from "../application/list-withdrawals.ts";
import { requestWithdrawal } from "../application/request-withdrawal.ts";
import { type StoreMoney, type StoreMoneyReference, storeMoneyReference } from "../application/store-money.ts";
import type { StoreReference } from "../application/store-owner.ts";

const withdrawalOut = (withdrawal: WithdrawalView) => ({ ...withdrawal, amount: toDecimal(withdrawal.amount) });

/** A money field: the owner's value, null for anyone else. */
const moneyField =
  <T>(pick: (money: StoreMoney) => T) =>
  async (store: StoreMoneyReference): Promise<T | null> =>
    store.money ? pick(await store.money()) : null;

/** A store's money on catalog's Dispensary, and its owner's withdrawals. */
export function dispensaryResolvers(deps: CommerceDeps): Resolvers {
  return {
    Query: {
      storeWithdrawals: async (_parent, args: { dispensaryId: string }, context) =>
        unwrap(await listStoreWithdrawals(deps, context.user, args.dispensaryId)).map(withdrawalOut),
    },
    Mutation: {
      requestWithdrawal: async (_parent, args: { input: { dispensaryId: string; stripeAccountId?: string | null } }, context) =>
        withdrawalOut(unwrap(await requestWithdrawal(deps, context.user, args.input, context.requestId))),
    },
    Dispensary: {
      // The gateway passes catalog's isMine along (@requires), for stores commerce has not heard of yet.
      __resolveReference: (reference: StoreReference, context: RequestContext) =>
        storeMoneyReference(deps, context.user, reference),
      totalRevenue: moneyField((money) => toDecimal(money.totalRevenue)),
      availableBalance: moneyField((money) => toDecimal(money.available)),
      heldBalance: moneyField((money) => toDecimal(money.held)),
      reversedRevenue: moneyField((money) => toDecimal(money.reversed)),
      nextEligibleAt: moneyField((money) => money.nextEligibleAt),
      pendingWithdrawalCount: moneyField((money) => money.pendingWithdrawalCount),
      withdrawals: async (store: StoreMoneyReference) =>
        store.withdrawals ? (await store.withdrawals()).map(withdrawalOut) : null,
    },
  };
}
