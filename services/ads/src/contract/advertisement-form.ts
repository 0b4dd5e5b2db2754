import { optionalText, text, VISIBLE } from "@highcotton/form-fields";
import { z } from "zod";
import { ONE_LINE, PARAGRAPHS } from "./fields.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "./limits.ts";
import { messages } from "./messages.ts";

/** The upload form's words: a title of 1 to 80 characters on one line, an optional description of at most 280. */
export const advertisementFields = z.object({
  title: text("Title", { max: TITLE_MAX, required: messages.titleRequired, tooLong: messages.titleTooLong })
    .regex(ONE_LINE, "Title must not contain control characters")
    .refine((title) => VISIBLE.test(title), messages.titleRequired),
  description: optionalText("Description", { max: DESCRIPTION_MAX, tooLong: messages.descriptionTooLong }).refine(
    (text) => text === null || PARAGRAPHS.test(text),
    "Description must not contain control characters",
  ),
});
