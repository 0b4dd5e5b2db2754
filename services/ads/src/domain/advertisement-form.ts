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

/** Browsers' FileReader hands files over as data URLs; the type declared in one is ignored. */
const DATA_URL_PREFIX = /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+;base64,/i;
/**
 * Standard base64 with whole quanta: padding only at the end, no whitespace, no URL-safe letters.
 * One character class, so megabytes of text cost no backtracking.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What to say when an upload is missing, too large, or not a file at all. */
export interface UploadRefusals {
  missing: string;
  tooLarge: string;
  malformed: string;
}

/**
 * An uploaded file's bytes from its base64 text. A text too long for `maxBytes` is refused by its
 * length before anything is decoded, so a 100 MB string costs nothing.
 */
export function decodeUpload(text: string, maxBytes: number, refusals: UploadRefusals): Result<Buffer> {
  const prefix = DATA_URL_PREFIX.exec(text.slice(0, 100))?.[0].length ?? 0;
  const length = text.length - prefix;
  if (length === 0) return fail("BAD_USER_INPUT", refusals.missing);
  if (length > Math.ceil(maxBytes / 3) * 4) return fail("BAD_USER_INPUT", refusals.tooLarge);
  const base64 = prefix ? text.slice(prefix) : text;
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return fail("BAD_USER_INPUT", refusals.malformed);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > maxBytes) return fail("BAD_USER_INPUT", refusals.tooLarge);
  return ok(bytes);
}
