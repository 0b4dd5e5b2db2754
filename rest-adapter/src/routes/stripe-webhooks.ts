import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { z } from "zod";
import { defineRoute, type RouteDefinition } from "../route.ts";

const signatureMissing = "Missing Stripe-Signature header";

/** What differs between Stripe's endpoints: where Stripe posts, and the mutation that verifies and records. */
export interface StripeWebhookEndpoint {
  path: string;
  tag: string;
  summary: string;
  /** Takes the body exactly as sent and its Stripe-Signature header. */
  mutation: TypedDocumentNode<unknown, { payload: string; signature: string }>;
  /** What a 200 means for this endpoint's events. */
  received: string;
}

/**
 * A Stripe webhook endpoint. The signature covers the exact bytes Stripe sent, so the body is
 * passed on unparsed with the header; the service verifies it with its endpoint's secret.
 */
export const stripeWebhookRoute = (
  endpoint: StripeWebhookEndpoint,
): RouteDefinition<unknown, unknown, unknown, { "stripe-signature": string }> =>
  defineRoute({
    method: "POST",
    path: endpoint.path,
    tag: endpoint.tag,
    summary: endpoint.summary,
    headers: z.object({
      "stripe-signature": z
        .string(signatureMissing)
        .min(1, signatureMissing)
        .max(2000, "The Stripe-Signature header is too long")
        .meta({ description: "Stripe's signature of the body: t=<timestamp>,v1=<HMAC-SHA256>" }),
    }),
    rawBody: z
      .looseObject({ id: z.string(), type: z.string() })
      .meta({ description: "A Stripe event, exactly as Stripe sent it" }),
    response: z.object({ received: z.literal(true) }),
    responses: {
      200: endpoint.received,
      400: "No signing secret is configured, or the signature is missing, does not match or is too old",
    },
    async handle({ rawBody, headers, graph }) {
      await graph(endpoint.mutation, { payload: rawBody, signature: headers["stripe-signature"] });
      return { status: 200, body: { received: true } };
    },
  });
