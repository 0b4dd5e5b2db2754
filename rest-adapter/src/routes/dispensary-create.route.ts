import { dispensaryFormSchema, messages } from "@highcotton/catalog/contract";
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

export default defineRoute({
  method: "POST",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "Create the signed-in Dispensary Owner's store",
  auth: "required",
  // SPEC §5 and a real US address: a state code, a 5-digit or ZIP+4 code, street and city of 2+ characters.
  body: dispensaryFormSchema,
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
    403: messages.dispensaryOwnersOnly,
    409: "The user already has a store",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateDispensary, { input: body });
    return { status: 201, body: documented(myDispensaryBody, data.createDispensary) };
  },
});
