import { fail, ok, type Result } from "@highcotton/kit/domain";
import { firstIssueMessage } from "@highcotton/kit/validation";
import { z } from "zod";
import { advertisementFields, messages } from "../contract/index.ts";

/** A file as the graph carries it; only its bytes are judged. */
const upload = (missing: string) => z.object({ base64: z.string(missing) }, missing).transform((file) => file.base64);

const advertisementFormSchema = advertisementFields.extend({
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
