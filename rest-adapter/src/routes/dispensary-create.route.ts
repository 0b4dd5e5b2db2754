import { safeText, usStateCode, zipCode } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { myDispensaryBody } from "./bodies.ts";

const CreateDispensary = graphql(`
  mutation CreateDispensary($input: CreateDispensaryInput!) {
    createDispensary(input: $input) {
      ...MyDispensaryBody
    }
  }
`);

const nameLength = "Business name must be 1 to 100 characters";

export default defineRoute({
  method: "POST",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "Create the signed-in Dispensary Owner's store",
  auth: "required",
  // SPEC §5 and a real US address: a state code, a 5-digit or ZIP+4 code, street and city of 2+ characters.
  body: z.object({
    businessType: z.enum(["dispensary", "smoke_shop"], "Business type must be dispensary or smoke_shop").nullish(),
    name: safeText("Business name", { max: 100, required: nameLength, tooLong: nameLength }),
    address: safeText("Street address", {
      min: 2,
      max: 200,
      required: "Street address is required",
      tooShort: "Street address must be at least 2 characters",
      tooLong: "Street address must be at most 200 characters",
    }),
    city: safeText("City", {
      min: 2,
      max: 100,
      required: "City is required",
      tooShort: "City must be at least 2 characters",
      tooLong: "City must be at most 100 characters",
    }),
    state: usStateCode("Please choose a US state"),
    zipCode: zipCode({ required: "ZIP code is required", invalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)" }),
  }),
  response: myDispensaryBody,
  links: {
    store: { operationId: "getDispensariesById", parameters: { id: "$response.body#/id" } },
    storeDesigns: { operationId: "getDispensariesByIdDesigns", parameters: { id: "$response.body#/id" } },
    generateDesigns: { operationId: "postDispensariesByIdGenerateDesigns", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The store was created; its QR code follows shortly",
    400: "Invalid input, with the rule's message",
    401: "Not signed in",
    403: "Only Dispensary Owner accounts can open a store",
    409: "The user already has a store",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateDispensary, { input: body });
    return { status: 201, body: documented(myDispensaryBody, data.createDispensary) };
  },
});
