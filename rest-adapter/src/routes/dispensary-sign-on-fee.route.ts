import { messages } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { myDispensaryBody } from "./bodies.ts";
import { paymentMethodId } from "./inputs.ts";

const PayDispensaryFee = graphql(`
  mutation PayDispensaryFee($paymentMethodId: String!) {
    payDispensaryFee(paymentMethodId: $paymentMethodId) {
      ...MyDispensaryBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/dispensary/sign-on-fee",
  tag: "catalog",
  summary: "Pay what the signed-in owner's store owes with a card: its $100 sign-on fee, or a past-due $40 renewal",
  auth: "required",
  body: z.object({ paymentMethodId }),
  response: myDispensaryBody,
  responses: {
    200: "The store, paid and open (feeStatus paid, renewsAt a year on)",
    400: "A missing or unknown payment method",
    401: "Not signed in",
    402: "The card was declined (the provider's message); nothing changed",
    404: "The user has no store yet",
    409: `${messages.feeAlreadyPaid}, or ${messages.feePaymentInProgress} (an earlier card is still being charged)`,
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(PayDispensaryFee, { paymentMethodId: body.paymentMethodId });
    return { status: 200, body: documented(myDispensaryBody, data.payDispensaryFee) };
  },
});
