import type { Queryable, Tx } from "@highcotton/kit";
import { desc, eq, lt, sql } from "drizzle-orm";
import { questionDays, questions } from "../db/schema.ts";
import { type Day, localDay, nextQuestion } from "../domain/question-day.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** The question asked on a day, once the day has one. */
export interface AskedQuestion {
  day: Day;
  questionId: string;
}

/**
 * The daily job: today (in the question time zone) gets the question that follows the last day's,
 * once; answers today's question (null while there are no questions). It runs often and is idempotent: the day is the key of `question_days`, so a second run,
 * or another replica running at the same moment, inserts nothing and changes nothing. The day's
 * question becomes the active one in the same transaction.
 */
export async function rotateQuestion(
  deps: Pick<CommunityDeps, "db" | "questionTimeZone" | "now">,
): Promise<AskedQuestion | null> {
  const now = deps.now();
  const today = localDay(now, deps.questionTimeZone);
  const asked =
    (await askedOn(deps.db, today)) ??
    (await deps.db.transaction(async (tx) => {
      const question = await askOn(tx, today, now);
      if (question) await markActive(tx, question.questionId, now);
      return question;
    }));
  // Another replica may have asked today's question a moment ago.
  return asked ?? (await askedOn(deps.db, today));
}

async function askedOn(db: Queryable, day: Day): Promise<AskedQuestion | null> {
  const [row] = await db.select().from(questionDays).where(eq(questionDays.day, day));
  return row ? { day: row.day, questionId: row.questionId } : null;
}

/**
 * Gives `day` the question after the one of the latest day before it (the first question when
 * there is none). Null when the day already had one, or when there are no questions.
 */
export async function askOn(tx: Tx, day: Day, now: Date): Promise<AskedQuestion | null> {
  const [previous] = await tx
    .select({ position: questions.position })
    .from(questionDays)
    .innerJoin(questions, eq(questions.id, questionDays.questionId))
    .where(lt(questionDays.day, day))
    .orderBy(desc(questionDays.day))
    .limit(1);
  const rotation = await tx.select({ id: questions.id, position: questions.position }).from(questions);
  const question = nextQuestion(rotation, previous?.position ?? null);
  if (!question) return null;
  const [inserted] = await tx
    .insert(questionDays)
    .values({ day, questionId: question.id, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return inserted ? { day: inserted.day, questionId: inserted.questionId } : null;
}

/** The question of the day is the only active one, posted now. */
export async function markActive(db: Queryable, questionId: string, postedAt: Date): Promise<void> {
  await db
    .update(questions)
    .set({
      isActive: sql`${questions.id} = ${questionId}`,
      postedAt: sql`case when ${questions.id} = ${questionId} then ${postedAt.toISOString()}::timestamptz else ${questions.postedAt} end`,
    })
    .where(sql`${questions.isActive} or ${questions.id} = ${questionId}`);
}
