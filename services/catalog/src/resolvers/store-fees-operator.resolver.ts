import { DateTimeScalar, operatorOf, type Resolvers, unwrap } from "@highcotton/kit";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { listStoreFeesDue } from "../application/list-store-fees-due.ts";
import { listUnresolvedFeeAttempts } from "../application/list-unresolved-fee-attempts.ts";
import { settleFeeAttempt } from "../application/settle-fee-attempt.ts";

/** The owner, for identity to name (its username). */
const ownerOf = (row: { ownerUserId: string }) => ({ __typename: "User", id: row.ownerUserId });

/** The operator console's store fees: who owes, what is left unresolved, and settling it. */
export function storeFeesOperatorResolvers(deps: CatalogDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      storeFeesDue: async (_parent, args: { first?: unknown; offset?: unknown }, context) =>
        unwrap(await listStoreFeesDue(deps, operatorOf(context), args)),
      unresolvedFeeAttempts: async (_parent, args: { first?: unknown; offset?: unknown }, context) =>
        unwrap(await listUnresolvedFeeAttempts(deps, operatorOf(context), args)),
    },
    Mutation: {
      settleFeeAttempt: async (_parent, args: { input: unknown }, context) =>
        unwrap(await settleFeeAttempt(deps, operatorOf(context), args.input)),
    },
    StoreFeeDue: { owner: ownerOf },
    StoreFeeAttempt: { owner: ownerOf },
  };
}
