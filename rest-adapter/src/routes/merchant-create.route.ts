import { optionalText, safeText, US_STATE_CODES, zipCode } from "@highcotton/kit/validation";
import { z } from "zod";
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

// SPEC §5's merchant form (every field required), with the messages fulfillment gives for the same rules.
const businessNameRequired = "Business name is required";
const stateRequired = "State is required";
const stateLength = "Use 2-letter state code";
const phoneInvalid = "Phone must be a phone number such as (303) 555-0142";

export default defineRoute({
  method: "POST",
  path: "/api/merchants",
  tag: "fulfillment",
  summary: "Create the signed-in Merchant account's print shop and subscribe it for $5 a month",
  auth: "required",
  body: z.object({
    businessName: safeText("Business name", {
      max: 100,
      required: businessNameRequired,
      tooLong: "Business name must be at most 100 characters",
    }),
    address: safeText("Address", { max: 200, required: "Address is required" }),
    city: safeText("City", { max: 100, required: "City is required" }),
    state: z
      .string(stateRequired)
      .trim()
      .min(2, stateRequired)
      .max(2, stateLength)
      .regex(/^[A-Za-z]{2}$/, stateLength)
      .refine((code) => (US_STATE_CODES as readonly string[]).includes(code.toUpperCase()), stateLength),
    zip: zipCode({ required: "ZIP code is required", invalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)" }),
    paymentMethodId,
    // Digits, spaces and the usual punctuation; fulfillment decides what makes a phone number.
    contactPhone: optionalText("Phone", { max: 30, tooLong: phoneInvalid }).refine(
      (phone) => phone === null || /^[0-9+().\- ]+$/.test(phone),
      phoneInvalid,
    ),
  }),
  response: merchantBody,
  responses: {
    201: "The merchant, subscribed: its first month is paid",
    400: "Invalid input, with the rule's message, or a payment method the card provider does not know",
    401: "Not signed in",
    402: "The card was declined (the provider's message); nothing was created",
    403: "Only Merchant accounts can set up a print shop",
    409: "The user already has a merchant account",
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateMerchant, { input: body });
    return { status: 201, body: documented(merchantBody, data.createMerchant) };
  },
});
