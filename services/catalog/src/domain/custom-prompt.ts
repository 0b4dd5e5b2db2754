import { sessionIdSchema } from "@highcotton/kit/domain";
import type { z } from "zod";
import { customPromptSchema } from "../contract/index.ts";

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
