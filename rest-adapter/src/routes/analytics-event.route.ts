import { messages, STORE_EVENT_TYPES } from "@highcotton/catalog/contract";
import { entityId, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const RecordStoreView = graphql(`
  mutation RecordStoreView($input: RecordStoreViewInput!) {
    recordStoreView(input: $input)
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/analytics/event",
  tag: "catalog",
  summary: "Record a store page view",
  body: z.object({
    dispensaryId: entityId("Dispensary id"),
    eventType: z.literal(STORE_EVENT_TYPES, messages.eventTypeInvalid),
    sessionId: sessionIdSchema.nullish(),
  }),
  response: z.object({ recorded: z.literal(true) }),
  responses: {
    201: "Recorded (a session's views of a store count once per half hour)",
    400: "Unknown event type or malformed input",
    404: "No store with that id",
    429: "Too many store views from this session or address lately; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    await graph(RecordStoreView, { input: { dispensaryId: body.dispensaryId, sessionId: body.sessionId } });
    return { status: 201, body: { recorded: true } };
  },
});
