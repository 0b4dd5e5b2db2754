import { merchantFormSchema, messages } from "@highcotton/fulfillment/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantBody } from "./bodies.ts";
import { paymentMethodId } from "./inputs.ts";

const CreateMerchant = graphql(`
  mutation CreateMerchant($input: CreateMerchantInput!) {
    createMerchant(input: $input) {
      ...MerchantBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/merchants",
  tag: "fulfillment",
  summary: "Create the signed-in Merchant account's print shop and subscribe it for $5 a month",
  auth: "required",
  // SPEC §5's merchant form with fulfillment's rules.
  body: merchantFormSchema.extend({ paymentMethodId }),
  response: merchantBody,
  responses: {
    201: "The merchant, subscribed: its first month is paid",
    400: "Invalid input, with the rule's message, or a payment method the card provider does not know",
    401: "Not signed in",
    402: "The card was declined (the provider's message); nothing was created",
    403: messages.merchantsOnly,
    409: "The user already has a merchant account",
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateMerchant, { input: body });
    return { status: 201, body: documented(merchantBody, data.createMerchant) };
  },
});
