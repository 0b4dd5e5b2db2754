import { messages, PENDING_LEADS_MAX } from "@highcotton/fulfillment/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { leadBody, withLeadId } from "./bodies.ts";

const MerchantOrders = graphql(`
  query MerchantOrders($first: Int) {
    merchantOrders(first: $first) {
      pending {
        ...LeadBody
      }
      active {
        ...LeadBody
      }
      fulfilled {
        ...LeadBody
      }
    }
  }
`);

/** How many pending leads to answer; SPEC's call names none and gets them all (up to 100). */
const ordersQuery = z.object({
  limit: z.coerce
    .number(messages.pendingFirstInvalid)
    .int(messages.pendingFirstInvalid)
    .min(1, messages.pendingFirstInvalid)
    .max(PENDING_LEADS_MAX, messages.pendingFirstInvalid)
    .optional()
    .meta({ description: `Pending leads to answer, 1 to ${PENDING_LEADS_MAX} (default ${PENDING_LEADS_MAX})` }),
});

const ordersBody = z.object({
  /** Every active merchant's: leads in the caller's state first, then oldest first. */
  pending: z.array(leadBody),
  /** The caller's accepted leads, oldest first. */
  active: z.array(leadBody),
  /** The caller's fulfilled leads, newest first. */
  fulfilled: z.array(leadBody),
});

/** SPEC's three lists of the merchant dashboard: Available, Your Active and Completed Orders. */
export default defineRoute({
  method: "GET",
  path: "/api/merchants/orders",
  tag: "fulfillment",
  summary: "The merchant's leads: pending (anyone's), active and fulfilled (its own)",
  auth: "required",
  query: ordersQuery,
  response: ordersBody,
  responses: {
    200: "The three lists; pending is empty while the subscription is inactive",
    400: "A limit out of range",
    401: "Not signed in",
    404: "The user has no merchant account yet",
  },
  async handle({ query, graph }) {
    const { merchantOrders } = await graph(MerchantOrders, { first: query.limit ?? null });
    return {
      status: 200,
      body: documented(ordersBody, {
        pending: merchantOrders.pending.map(withLeadId),
        active: merchantOrders.active.map(withLeadId),
        fulfilled: merchantOrders.fulfilled.map(withLeadId),
      }),
    };
  },
});
