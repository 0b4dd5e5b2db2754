import { z } from "zod";
import { BROWSER_TOKEN, MAX_EVENTS_PER_BATCH } from "./limits.ts";
import { messages } from "./messages.ts";
import { AD_EVENT_KINDS } from "./plans.ts";

const token = (message: string) => z.string(message).regex(BROWSER_TOKEN, message);

/** An ad id names an ad or nothing; one that names nothing is skipped later (the ad may have ended). */
const advertisementId = z.string(messages.eventAdRequired).min(1, messages.eventAdRequired).max(64, messages.eventAdRequired);

/** What the browser reports about an ad it showed: ids it made, the ad, and how long it was in view. */
export const adEventFields = z.object({
  eventId: token(messages.eventIdInvalid),
  advertisementId,
  kind: z.enum(AD_EVENT_KINDS, messages.eventKindInvalid),
  pageViewId: token(messages.pageViewIdInvalid),
  visibleMs: z
    .number(messages.visibleMsInvalid)
    .int(messages.visibleMsInvalid)
    .nonnegative(messages.visibleMsInvalid)
    .nullish()
    .transform((value) => value ?? null),
});

/** A batch: 1 to 50 events. */
export const adEventBatch = <T extends z.ZodType>(event: T) =>
  z.array(event, messages.eventsRequired).min(1, messages.eventsRequired).max(MAX_EVENTS_PER_BATCH, messages.eventsRequired);
