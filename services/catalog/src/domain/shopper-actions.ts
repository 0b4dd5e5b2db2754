import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages, REACTION_TYPES, usStateCode } from "../contract/index.ts";

// What anonymous shoppers send. Ids stay plain strings here: a lookup answers "not found" for
// anything that is not a UUID.

/** A heart or thumbs-up from a browser session (SPEC §4). */
export const reactionSchema = z.object({
  designId: z.string(messages.designNotFound),
  type: z.enum(REACTION_TYPES, messages.reactionInvalid),
  sessionId: sessionIdSchema,
});
export type Reaction = z.infer<typeof reactionSchema>;

/** A store page view (SPEC §2: each page view fires an analytics event); the session is optional. */
export const storeViewSchema = z.object({
  dispensaryId: z.string(messages.dispensaryNotFound),
  sessionId: sessionIdSchema.nullish().transform((id) => id ?? null),
});
export type StoreView = z.infer<typeof storeViewSchema>;

/** The marketplace's state filter: a US state code, or none for every state. */
export const stateFilterSchema = z.object({ state: usStateCode(messages.stateInvalid).nullish() });
