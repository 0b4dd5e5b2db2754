import { z } from "zod";

const missing = (input: unknown) => input === undefined || input === null;

/**
 * A string, or a message: `required` when the field is missing or null, else `wrongType` (other
 * types). Forms send strings, so a number or a list is a broken client, not a blank field.
 */
export const stringOf = (required: string, wrongType: string) =>
  z.string({ error: (issue) => (missing(issue.input) ? required : wrongType) });
