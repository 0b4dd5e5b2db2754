import { dispensaryFormSchema, messages } from "@highcotton/catalog/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { myDispensaryBody } from "./bodies.ts";
import { paymentMethodId } from "./inputs.ts";

const CreateDispensary = graphql(`
  mutation CreateDispensary($input: CreateDispensaryInput!) {
    createDispensary(input: $input) {
      ...MyDispensaryBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "Create the signed-in Dispensary Owner's store, paying its $100 sign-on fee with a card (or later)",
  auth: "required",
  // SPEC §5 and a real US address: a state code, a 5-digit or ZIP+4 code, street and city of 2+ characters.
  // With a card the sign-on fee is charged and the store opens; without, it waits with its fee due.
  body: dispensaryFormSchema.extend({ paymentMethodId: paymentMethodId.optional() }),
  response: myDispensaryBody,
  links: {
    store: { operationId: "getDispensariesById", parameters: { id: "$response.body#/id" } },
    storeDesigns: { operationId: "getDispensariesByIdDesigns", parameters: { id: "$response.body#/id" } },
    generateDesigns: { operationId: "postDispensariesByIdGenerateDesigns", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The store was created (feeStatus paid with a card, due without); its QR code follows shortly",
    400: "Invalid input, with the rule's message, or a payment method the card provider does not know",
    401: "Not signed in",
    402: "The card was declined (the provider's message); no store was created",
    403: messages.dispensaryOwnersOnly,
    409: `${messages.alreadyHasStore}, or ${messages.feePaymentInProgress} (its sign-on fee is being charged)`,
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateDispensary, { input: body });
    return { status: 201, body: documented(myDispensaryBody, data.createDispensary) };
  },
});
