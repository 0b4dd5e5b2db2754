import { z } from "zod";
import { messages } from "./messages.ts";
import { isUsStateCode } from "./us-states.ts";

const required = (message: string) => z.string(message).trim().min(1, message).max(200, message);

/** The store setup form (SPEC §5: name 1 to 100 characters; other fields required and non-empty). */
export const dispensaryFormSchema = z.object({
  businessType: z
    .enum(["dispensary", "smoke_shop"], messages.businessTypeInvalid)
    .nullish()
    .transform((type) => type ?? "dispensary"),
  name: z.string(messages.nameLength).trim().min(1, messages.nameLength).max(100, messages.nameLength),
  address: required(messages.addressRequired),
  city: required(messages.cityRequired),
  state: z
    .string(messages.stateInvalid)
    .trim()
    .toUpperCase()
    .refine((code) => isUsStateCode(code), messages.stateInvalid),
  zipCode: z.string(messages.zipRequired).trim().min(1, messages.zipRequired).max(10, messages.zipRequired),
});

export type DispensaryForm = z.infer<typeof dispensaryFormSchema>;
