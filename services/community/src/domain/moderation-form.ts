import { z } from "zod";
import { MODERATION_QUEUE_MAX, MODERATION_REASON_MAX, messages } from "../contract/index.ts";
import { REPORTABLE_CONTENT } from "./report-form.ts";

/** An operator's hide or restore: what, and why (required, so the audit says it). */
export const moderationFormSchema = z.object({
  contentType: z.enum(REPORTABLE_CONTENT, messages.contentNotFound),
  contentId: z.unknown(),
  reason: z
    .string(messages.moderationReasonRequired)
    .trim()
    .min(1, messages.moderationReasonRequired)
    .max(MODERATION_REASON_MAX, messages.moderationReasonTooLong),
});

/** How many items of the queue to answer: 1 to MODERATION_QUEUE_MAX. */
export const queueSizeSchema = z
  .int(messages.pageSizeInvalid)
  .min(1, messages.pageSizeInvalid)
  .max(MODERATION_QUEUE_MAX, messages.pageSizeInvalid);
