import { DateTimeScalar, type Resolvers, unwrap } from "@highcotton/kit";
import { lookUpOrders } from "../application/look-up-orders.ts";
import type { NotificationsDeps } from "../application/notifications-deps.ts";
import { readMailbox } from "../application/read-mailbox.ts";

/** The order lookup (anonymous, limited per email and address) and the development mailbox. */
export function notificationsResolvers(deps: NotificationsDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      devMailbox: async (_parent, args: { to?: string | null }) => unwrap(await readMailbox(deps, args.to)),
    },
    Mutation: {
      lookUpOrders: async (_parent, args: { input: unknown }, context) =>
        unwrap(await lookUpOrders(deps, args.input, context.clientAddress)),
    },
  };
}
