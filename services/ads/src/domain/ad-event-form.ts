import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { adEventBatch, adEventFields, impressionTokenField } from "../contract/index.ts";

/** The browser session id: optional, and blank is missing. */
const optionalSessionId = z
  .preprocess((value) => (value === "" ? null : value), sessionIdSchema.nullish())
  .transform((value) => value ?? null);

export const adEventsFormSchema = z.object({
  sessionId: optionalSessionId,
  events: adEventBatch(adEventFields),
});

/** A click as the redirect reports it: the ad, and the token served with it (the ids as a click event's). */
export const adClickFormSchema = z.object({
  advertisementId: adEventFields.shape.advertisementId,
  token: impressionTokenField,
  pageViewId: adEventFields.shape.pageViewId.nullish(),
  eventId: adEventFields.shape.eventId.nullish(),
  sessionId: optionalSessionId,
});

export type AdEventsForm = z.infer<typeof adEventsFormSchema>;
export type AdClickForm = z.infer<typeof adClickFormSchema>;
