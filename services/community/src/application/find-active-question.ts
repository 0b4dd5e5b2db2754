import { desc, eq, lte } from "drizzle-orm";
import { questionDays, questions } from "../db/schema.ts";
import { localDay } from "../domain/question-day.ts";
import type { CommunityDeps } from "./community-deps.ts";

export interface QuestionView {
  id: string;
  questionText: string;
}

/**
 * Today's question of the day (the local day in the question time zone). Until the daily job has
 * run today, the latest day before it; null before any day had a question.
 */
export async function findActiveQuestion(
  deps: Pick<CommunityDeps, "db" | "questionTimeZone" | "now">,
): Promise<QuestionView | null> {
  const today = localDay(deps.now(), deps.questionTimeZone);
  const [question] = await deps.db
    .select({ id: questions.id, questionText: questions.questionText })
    .from(questionDays)
    .innerJoin(questions, eq(questions.id, questionDays.questionId))
    .where(lte(questionDays.day, today))
    .orderBy(desc(questionDays.day))
    .limit(1);
  return question ?? null;
}
