import { z } from "zod";
import { BRAND_COLORS_MAX, BRAND_SLOGANS_MAX, COLOR_PATTERN, SLOGAN_MAX, SLOGAN_PATTERN } from "./limits.ts";
import { messages } from "./messages.ts";

/** A brand colour as stored: "#rrggbb", lower case. */
const color = z
  .string(messages.colorInvalid)
  .regex(COLOR_PATTERN, messages.colorInvalid)
  .transform((value) => value.toLowerCase());

/** A slogan as printed: trimmed, inner runs of spaces made one, then checked. */
const slogan = z
  .string(messages.sloganRequired)
  .max(SLOGAN_MAX * 4, messages.sloganTooLong)
  .transform((value) => value.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, messages.sloganRequired)
      .max(SLOGAN_MAX, messages.sloganTooLong)
      .regex(SLOGAN_PATTERN, messages.sloganCharacters),
  );

/** The brand kit form: up to three colours and three slogans (the logo is uploaded on its own). */
export const brandKitSchema = z.object({
  colors: z.array(color, messages.colorInvalid).max(BRAND_COLORS_MAX, messages.tooManyColors),
  slogans: z.array(slogan, messages.sloganRequired).max(BRAND_SLOGANS_MAX, messages.tooManySlogans),
});

/** A brand kit's colours and slogans as checked and stored. */
export type BrandKitFields = z.infer<typeof brandKitSchema>;
