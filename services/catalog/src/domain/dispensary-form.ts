import { safeText, usStateCode, zipCode } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "./messages.ts";

/** Street and city: real ones have at least 2 characters; nothing printable needs more than 200. */
const ADDRESS_MIN = 2;
const ADDRESS_MAX = 200;

/**
 * The store setup form (SPEC §5: name 1 to 100 characters; other fields required and non-empty),
 * checked as a real US address: a state code, a 5-digit or ZIP+4 code, street and city of at
 * least 2 characters.
 */
export const dispensaryFormSchema = z.object({
  businessType: z
    .enum(["dispensary", "smoke_shop"], messages.businessTypeInvalid)
    .nullish()
    .transform((type) => type ?? "dispensary"),
  name: safeText("Business name", { max: 100, required: messages.nameLength, tooLong: messages.nameLength }),
  address: safeText("Street address", {
    min: ADDRESS_MIN,
    max: ADDRESS_MAX,
    required: messages.addressRequired,
    tooShort: messages.addressTooShort,
    tooLong: messages.addressTooLong,
  }),
  city: safeText("City", {
    min: ADDRESS_MIN,
    max: 100,
    required: messages.cityRequired,
    tooShort: messages.cityTooShort,
    tooLong: messages.cityTooLong,
  }),
  state: usStateCode(messages.stateInvalid),
  zipCode: zipCode({ required: messages.zipRequired, invalid: messages.zipInvalid }),
});

export type DispensaryForm = z.infer<typeof dispensaryFormSchema>;
