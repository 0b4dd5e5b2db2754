import { z } from "zod";
import { defineRoute } from "../route.ts";
import { MY_DISPENSARY_FIELDS } from "./catalog-fields.ts";

const text = (message: string) => z.string(message);

export default defineRoute({
  method: "POST",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "Create the signed-in user's store",
  // Shape only; catalog applies SPEC §5's rules and messages.
  body: z.object({
    businessType: z.enum(["dispensary", "smoke_shop"], "Business type must be dispensary or smoke_shop").nullish(),
    name: text("Business name must be 1 to 100 characters"),
    address: text("Street address is required"),
    city: text("City is required"),
    state: text("Please choose a US state"),
    zipCode: text("ZIP code is required"),
  }),
  responses: {
    201: "The store was created; its QR code follows shortly",
    400: "Invalid input, with the rule's message",
    401: "Not signed in",
    409: "The user already has a store",
  },
  async handle({ body, graph }) {
    const data = await graph(
      `mutation ($input: CreateDispensaryInput!) { createDispensary(input: $input) { ${MY_DISPENSARY_FIELDS} } }`,
      { input: body },
    );
    return { status: 201, body: data.createDispensary };
  },
});
