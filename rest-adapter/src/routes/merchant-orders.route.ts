import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { leadBody, withLeadId } from "./bodies.ts";

const MerchantOrders = graphql(`
  query MerchantOrders {
    merchantOrders {
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
  response: ordersBody,
  responses: {
    200: "The three lists; pending is empty while the subscription is inactive",
    401: "Not signed in",
    404: "The user has no merchant account yet",
  },
  async handle({ graph }) {
    const { merchantOrders } = await graph(MerchantOrders);
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
