import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "./messages.ts";
import { AD_EVENT_KINDS, type AdEventKind } from "./plans.ts";

/** At most this many events per batch: a page sends what it saw since its last batch. */
export const MAX_EVENTS_PER_BATCH = 50;

/** Event and page view ids are made by the browser: short, URL-safe and log-safe. */
export const BROWSER_TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

const token = (message: string) => z.string(message).regex(BROWSER_TOKEN, message);

/** An ad id names an ad or nothing; one that names nothing is skipped later (the ad may have ended). */
const advertisementId = z.string(messages.eventAdRequired).min(1, messages.eventAdRequired).max(64, messages.eventAdRequired);

/** The browser session id: optional, and blank is missing. */
const optionalSessionId = z
  .preprocess((value) => (value === "" ? null : value), sessionIdSchema.nullish())
  .transform((value) => value ?? null);

const adEventSchema = z.object({
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

export const adEventsFormSchema = z.object({
  sessionId: optionalSessionId,
  events: z
    .array(adEventSchema, messages.eventsRequired)
    .min(1, messages.eventsRequired)
    .max(MAX_EVENTS_PER_BATCH, messages.eventsRequired),
});

/** A click as the redirect reports it: the same ids as a click event. */
export const adClickFormSchema = z.object({
  advertisementId,
  pageViewId: token(messages.pageViewIdInvalid),
  eventId: token(messages.eventIdInvalid),
  sessionId: optionalSessionId,
});

export interface AdEvent {
  eventId: string;
  advertisementId: string;
  kind: AdEventKind;
  pageViewId: string;
  /** How long the ad had been at least half on screen without a break (impressions). */
  visibleMs: number | null;
}

export type AdEventsForm = z.infer<typeof adEventsFormSchema>;
export type AdClickForm = z.infer<typeof adClickFormSchema>;
