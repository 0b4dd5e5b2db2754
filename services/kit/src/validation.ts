import type { z } from "zod";
import { type DomainError, fail, ok, type Result } from "./errors.ts";

/**
 * Validates input with zod. The first problem's message is the user-facing one, so schemas carry
 * SPEC's messages on each rule.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Result<z.infer<S>, DomainError> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return ok(result.data);
  return fail("BAD_USER_INPUT", result.error.issues[0]?.message ?? "Invalid input");
}
