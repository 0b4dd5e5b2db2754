import { z } from "zod";

/** The community's settings (see `.env.example`). */
export const communitySettings = z.object({
  QUESTION_TIME_ZONE: z
    .string()
    .trim()
    .default("America/Los_Angeles")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as America/Denver")
    .describe("The time zone whose midnight switches the question of the day (an IANA name)."),
  COMMUNITY_BLOCKED_WORDS: z
    .string()
    .trim()
    .default("")
    .describe(
      "Words and phrases, comma-separated, refused in posts, comments and profiles on top of the built-in list (spam and scam phrases, hard-drug sales).",
    ),
});

export type CommunitySettings = z.infer<typeof communitySettings>;
