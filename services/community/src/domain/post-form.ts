import { isUuid, sessionIdSchema } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages, postFields } from "../contract/index.ts";

/**
 * An optional reference by id: missing, null or blank is null; anything other than a UUID is
 * refused with `invalid` (it cannot name anything).
 */
export const optionalId = (invalid: string) =>
  z
    .string(invalid)
    .trim()
    .nullish()
    .transform((id) => id || null)
    .refine((id) => id === null || isUuid(id), invalid);

/** An uploaded image as the graph carries it; the bytes are judged when it is stored. */
const imageUpload = z
  .object({ base64: z.string(messages.notAnImage) }, messages.notAnImage)
  .nullish()
  .transform((image) => image ?? null);

/**
 * SPEC §5's society post form: the contract's text, brand and product; the photo, the dispensary
 * and the question are optional. The profile id is only read here: an id that is not a UUID names no profile (NOT_FOUND, decided
 * with the profile lookup).
 */
export const postFormSchema = z.object({
  sessionId: sessionIdSchema,
  profileId: z.unknown(),
  ...postFields.shape,
  dispensaryId: optionalId(messages.unknownDispensary),
  questionId: optionalId(messages.unknownQuestion),
  image: imageUpload,
});

export type PostForm = z.infer<typeof postFormSchema>;
