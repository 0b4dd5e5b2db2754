import { text, zipCode } from "@highcotton/form-fields";
import { z } from "zod";
import { ADDRESS_MIN, BUSINESS_TYPES, CITY_MAX, CUSTOM_PROMPT_MAX, DISPENSARY_NAME_MAX, STREET_MAX } from "./limits.ts";
import { labels, messages } from "./messages.ts";
import { usStateCode } from "./us-states.ts";

/**
 * The store setup form (SPEC §5: name 1 to 100 characters; other fields required and non-empty),
 * checked as a real US address: a state code, a 5-digit or ZIP+4 code, street and city of at
 * least 2 characters.
 */
export const dispensaryFormSchema = z.object({
  businessType: z
    .enum(BUSINESS_TYPES, messages.businessTypeInvalid)
    .nullish()
    .transform((type) => type ?? "dispensary"),
  name: text(labels.name, { max: DISPENSARY_NAME_MAX, required: messages.nameLength, tooLong: messages.nameLength }),
  address: text(labels.address, {
    min: ADDRESS_MIN,
    max: STREET_MAX,
    required: messages.addressRequired,
    tooShort: messages.addressTooShort,
    tooLong: messages.addressTooLong,
  }),
  city: text(labels.city, {
    min: ADDRESS_MIN,
    max: CITY_MAX,
    required: messages.cityRequired,
    tooShort: messages.cityTooShort,
    tooLong: messages.cityTooLong,
  }),
  state: usStateCode(messages.stateInvalid),
  zipCode: zipCode({ required: messages.zipRequired, invalid: messages.zipInvalid }),
});

export type DispensaryForm = z.infer<typeof dispensaryFormSchema>;

/** SPEC §5: an empty or whitespace description is refused. */
export const customPromptSchema = z.object({
  prompt: text("Description", {
    max: CUSTOM_PROMPT_MAX,
    required: messages.descriptionRequired,
    tooLong: messages.descriptionTooLong,
  }),
});
