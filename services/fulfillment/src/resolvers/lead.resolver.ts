import { DateTimeScalar, type Resolvers, toDecimal, unwrap } from "@highcotton/kit";
import { acceptOrder } from "../application/accept-order.ts";
import { fulfillOrder } from "../application/fulfill-order.ts";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { listMerchantOrders } from "../application/list-merchant-orders.ts";
import { waitForLeadChanges } from "../application/wait-for-lead-changes.ts";
import type { LeadView } from "../domain/lead-view.ts";

/** A lead on the wire: earnings as SPEC's decimal string. */
const leadOut = (lead: LeadView) => ({ ...lead, merchantEarnings: toDecimal(lead.merchantEarnings) });

/** A merchant's leads: the three lists, accept and fulfil. */
export function leadResolvers(deps: FulfillmentDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      merchantOrders: async (_parent, args: { first?: unknown }, context) => {
        const lists = unwrap(await listMerchantOrders(deps, context.user, args));
        return {
          pending: lists.pending.map(leadOut),
          active: lists.active.map(leadOut),
          fulfilled: lists.fulfilled.map(leadOut),
        };
      },
      leadsChanged: async (_parent, args: { seen?: unknown }, context) =>
        unwrap(await waitForLeadChanges(deps, context.user, args)),
    },
    Mutation: {
      acceptOrder: async (_parent, args: { orderId: string }, context) =>
        leadOut(unwrap(await acceptOrder(deps, context.user, args.orderId, context.requestId))),
      fulfillOrder: async (
        _parent,
        args: { orderId: string; tracking?: { carrier?: unknown; trackingNumber?: unknown } | null },
        context,
      ) => leadOut(unwrap(await fulfillOrder(deps, context.user, args.orderId, context.requestId, args.tracking ?? {}))),
    },
  };
}
