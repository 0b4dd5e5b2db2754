import { fail, ok, optionalText, type Result, safeText } from "@highcotton/kit/domain";
import { firstIssueMessage } from "@highcotton/kit/validation";
import { z } from "zod";
import { messages } from "./messages.ts";

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 280;
/** A flyer or a video's poster: at most 8 MB. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A video: at most 40 MB. */
export const VIDEO_MAX_BYTES = 40 * 1024 * 1024;

/** A one-line field: no tab, line break or other control character. */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** A description may have tabs and line breaks, no other control character. */
const PARAGRAPHS = /^[\t\n\r\P{Cc}]*$/u;
/** Shows at least one letter or digit: not only punctuation, zero-width or direction characters. */
const VISIBLE = /[\p{L}\p{N}]/u;

/** A file as the graph carries it; only its bytes are judged. */
const upload = (missing: string) => z.object({ base64: z.string(missing) }, missing).transform((file) => file.base64);

const advertisementFormSchema = z.object({
  title: safeText("Title", { max: TITLE_MAX, required: messages.titleRequired, tooLong: messages.titleTooLong })
    .regex(ONE_LINE, "Title must not contain control characters")
    .refine((title) => VISIBLE.test(title), messages.titleRequired),
  description: optionalText("Description", { max: DESCRIPTION_MAX, tooLong: messages.descriptionTooLong }).refine(
    (text) => text === null || PARAGRAPHS.test(text),
    "Description must not contain control characters",
  ),
  creative: upload(messages.creativeRequired),
  poster: upload(messages.posterRequired)
    .nullish()
    .transform((poster) => poster ?? null),
});

/** An ad's words and its files' base64 text, before the files are decoded and judged. */
export interface AdvertisementForm {
  title: string;
  description: string | null;
  creative: string;
  poster: string | null;
}

/** The upload form's text: a title of 1 to 80 characters, an optional description of at most 280. */
export function readAdvertisementForm(input: unknown): Result<AdvertisementForm> {
  const parsed = advertisementFormSchema.safeParse(input ?? {});
  if (!parsed.success) return fail("BAD_USER_INPUT", firstIssueMessage(parsed.error));
  return ok(parsed.data);
}
