import { z } from "zod";
import { BROWSER_TOKEN, IMPRESSION_TOKEN_MAX_LENGTH, MAX_EVENTS_PER_BATCH } from "./limits.ts";
import { messages } from "./messages.ts";
import { AD_EVENT_KINDS } from "./plans.ts";

const token = (message: string) => z.string(message).regex(BROWSER_TOKEN, message);

/** An ad id names an ad or nothing; one that names nothing is skipped later (the ad may have ended). */
const advertisementId = z.string(messages.eventAdRequired).min(1, messages.eventAdRequired).max(64, messages.eventAdRequired);

/**
 * The impression token served with the ad, sent back as it came. Its shape only is checked here;
 * a missing or forged one is answered like any event and counted as invalid traffic.
 */
export const impressionTokenField = z
  .string(messages.impressionTokenInvalid)
  .max(IMPRESSION_TOKEN_MAX_LENGTH, messages.impressionTokenInvalid)
  .nullish()
  .transform((value) => value || null);

/**
 * What the browser reports about an ad it showed: the ad, the token served with it, and how long
 * it was in view. The event and page view ids it made are still taken; the token's page view is
 * the one an event counts for.
 */
export const adEventFields = z.object({
  eventId: token(messages.eventIdInvalid).optional(),
  advertisementId,
  kind: z.enum(AD_EVENT_KINDS, messages.eventKindInvalid),
  pageViewId: token(messages.pageViewIdInvalid).optional(),
  token: impressionTokenField,
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
