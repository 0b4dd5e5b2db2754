import { eq } from "drizzle-orm";
import { questions } from "../db/schema.ts";
import { addDays, localDay } from "../domain/question-day.ts";
import { QUESTION_ROTATION } from "../domain/question-rotation.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { askOn, markActive } from "./rotate-question.ts";

/** How many days before today the seed gives a question, so the society opens with a week of them. */
const PAST_DAYS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data: the rotation of questions (those missing are added at the end), and a question for
 * each of the past 6 days and today. Safe to run twice: questions are unique by text and days by
 * date, so a second run adds nothing.
 */
export async function seedQuestions(deps: Pick<CommunityDeps, "db" | "questionTimeZone" | "now">): Promise<void> {
  const now = deps.now();
  const today = localDay(now, deps.questionTimeZone);
  await deps.db.transaction(async (tx) => {
    const known = await tx.select({ text: questions.questionText, position: questions.position }).from(questions);
    const texts = new Set(known.map((question) => question.text));
    let position = Math.max(0, ...known.map((question) => question.position));
    const missing = QUESTION_ROTATION.filter((text) => !texts.has(text));
    if (missing.length > 0) {
      await tx
        .insert(questions)
        .values(missing.map((questionText) => ({ questionText, position: ++position, createdAt: now })))
        .onConflictDoNothing();
    }
    for (let daysAgo = PAST_DAYS; daysAgo >= 0; daysAgo--) {
      const asked = await askOn(tx, addDays(today, -daysAgo), now);
      if (!asked) continue;
      if (daysAgo === 0) await markActive(tx, asked.questionId, now);
      else {
        const postedAt = new Date(now.getTime() - daysAgo * DAY_MS);
        await tx.update(questions).set({ postedAt }).where(eq(questions.id, asked.questionId));
      }
    }
  });
}
