import { z } from "zod";
import { SESSION_ID_MAX, SESSION_ID_PATTERN, sessionIdMessages } from "./session-id.ts";

const missing = (input: unknown) => input === undefined || input === null;

/** The browser session id of an anonymous shopper. */
export const sessionIdSchema = z
  .string({ error: (issue) => (missing(issue.input) ? sessionIdMessages.required : sessionIdMessages.invalid) })
  .min(1, sessionIdMessages.required)
  .max(SESSION_ID_MAX, sessionIdMessages.invalid)
  .regex(SESSION_ID_PATTERN, sessionIdMessages.invalid);

export const isSessionId = (value: unknown): value is string => sessionIdSchema.safeParse(value).success;
