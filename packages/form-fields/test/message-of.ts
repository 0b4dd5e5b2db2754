import type { z } from "zod";

/** The message a field gives for `value`, or null when it takes it. */
export const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};
