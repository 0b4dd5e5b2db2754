import { sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { type AdEventKind, adEventBatch, adEventFields } from "../contract/index.ts";

/** The browser session id: optional, and blank is missing. */
const optionalSessionId = z
  .preprocess((value) => (value === "" ? null : value), sessionIdSchema.nullish())
  .transform((value) => value ?? null);

export const adEventsFormSchema = z.object({
  sessionId: optionalSessionId,
  events: adEventBatch(adEventFields),
});

/** A click as the redirect reports it: the same ids as a click event. */
export const adClickFormSchema = z.object({
  advertisementId: adEventFields.shape.advertisementId,
  pageViewId: adEventFields.shape.pageViewId,
  eventId: adEventFields.shape.eventId,
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
