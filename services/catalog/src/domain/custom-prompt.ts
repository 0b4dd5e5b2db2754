import { createHash } from "node:crypto";
import { fail, ok, parseInput, type Result, sessionIdSchema } from "@highcotton/kit/domain";
import type { z } from "zod";
import { customPromptSchema, messages } from "../contract/index.ts";

/** A custom design request: the description and the browser session that pays for it (SPEC §7). */
export const customDesignRequestSchema = customPromptSchema.extend({ sessionId: sessionIdSchema });
export type CustomDesignRequest = z.infer<typeof customDesignRequestSchema>;

/**
 * Words a printed shirt must never carry: slurs, sexual content involving minors, calls to violence.
 * Matched as whole words, case-insensitively; a first line of defence, with the image model's own
 * moderation behind it when it is online.
 */
const BLOCKED = [
  "child",
  "children",
  "kid",
  "kids",
  "minor",
  "minors",
  "underage",
  "teen",
  "nazi",
  "swastika",
  "kkk",
  "genocide",
  "terrorist",
  "rape",
  "porn",
  "nude",
  "naked",
  "nigger",
  "faggot",
  "retard",
  "kill",
  "murder",
  "suicide",
];
const BLOCKED_PATTERN = new RegExp(`\\b(${BLOCKED.join("|")})\\b`, "i");

export const isPromptRefused = (prompt: string): boolean => BLOCKED_PATTERN.test(prompt);

/**
 * A custom design request as both the preview and the design check it: the schema's messages, then
 * the blocked words, refused with one message.
 */
export function checkCustomDesignRequest(input: { prompt?: unknown; sessionId?: unknown }): Result<CustomDesignRequest> {
  const parsed = parseInput(customDesignRequestSchema, { prompt: input.prompt, sessionId: input.sessionId });
  if (!parsed.ok) return parsed;
  if (isPromptRefused(parsed.value.prompt)) return fail("BAD_USER_INPUT", messages.descriptionRefused);
  return ok(parsed.value);
}

/**
 * The engine's seed for a session's design from a description: the preview draws with it and so
 * does the design made after it, so the shopper gets the design they previewed.
 */
export const customDesignSeed = (sessionId: string, prompt: string): string =>
  createHash("sha256").update(`${sessionId}\n${prompt}`).digest("hex").slice(0, 24);
