import { z } from "zod";
import { EMAIL_MAX } from "./limits.ts";
import { messages } from "./messages.ts";

/** The order lookup's one field: an email address, trimmed and lower-cased as orders are matched. */
export const orderLookupSchema = z.object({
  email: z
    .string(messages.emailInvalid)
    .trim()
    .max(EMAIL_MAX, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid))
    .transform((email) => email.toLowerCase()),
});

export type OrderLookupForm = z.infer<typeof orderLookupSchema>;

/** The address an order is found by: as the shopper typed it at checkout, trimmed and lower-cased. */
export const mailboxKey = (email: string): string => email.trim().toLowerCase();
