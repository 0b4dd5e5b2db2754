import { testDatabase } from "@highcotton/kit/testing";
import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { rotateQuestion } from "../../src/application/rotate-question.ts";
import { seedQuestions } from "../../src/application/seed-questions.ts";
import { questionDays, questions } from "../../src/db/schema.ts";
import { addDays, localDay } from "../../src/domain/question-day.ts";
import { QUESTION_ROTATION } from "../../src/domain/question-rotation.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";

const postgres = testDatabase("community_questions");

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE = "{ activeQuestion { id questionText } }";

postgres.describe("the question of the day", (open) => {
  let harness: CommunityHarness;
  beforeAll(async () => {
    // UTC has no daylight saving, so moving the clock by 24 hours always moves the day by one.
    harness = await startCommunityHarness(open, { deps: { questionTimeZone: "UTC" } });
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const db = () => harness.database.db;
  const today = () => localDay(harness.clock.now(), "UTC");
  const active = async () =>
    (await harness.graph<{ activeQuestion: { id: string; questionText: string } | null }>(ACTIVE)).data?.activeQuestion;
  const days = () =>
    db()
      .select({ day: questionDays.day, text: questions.questionText })
      .from(questionDays)
      .innerJoin(questions, eq(questions.id, questionDays.questionId))
      .orderBy(asc(questionDays.day));
  const activeFlags = () => db().select({ text: questions.questionText }).from(questions).where(eq(questions.isActive, true));
  /** Only the first `count` questions of the rotation, at positions 1… */
  const fewQuestions = async (count: number) => {
    await db()
      .insert(questions)
      .values(QUESTION_ROTATION.slice(0, count).map((questionText, i) => ({ questionText, position: i + 1 })));
  };

  it("has no question before any exists, and the job then has nothing to ask", async () => {
    expect(await active()).toBeNull();
    expect(await rotateQuestion(harness.deps)).toBeNull();
    expect(await days()).toEqual([]);
  });

  it("seeds the rotation and a week of questions ending today, once however often it runs", async () => {
    await seedQuestions(harness.deps);
    await seedQuestions(harness.deps);
    const all = await db().select().from(questions).orderBy(asc(questions.position));
    expect(all.map((question) => question.questionText)).toEqual([...QUESTION_ROTATION]);
    expect(await days()).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((daysAgo, i) => ({ day: addDays(today(), -daysAgo), text: QUESTION_ROTATION[i] })),
    );
    expect(await active()).toMatchObject({ questionText: QUESTION_ROTATION[6] });
    expect(await activeFlags()).toEqual([{ text: QUESTION_ROTATION[6] }]);
    expect(all.filter((question) => question.postedAt !== null)).toHaveLength(7);
    // The job finds today asked already.
    await rotateQuestion(harness.deps);
    expect(await days()).toHaveLength(7);
  });

  it("asks one question a day, the next in the rotation each day, and wraps round", async () => {
    await fewQuestions(3);
    const asked: string[] = [];
    for (let day = 0; day < 5; day++) {
      await rotateQuestion(harness.deps);
      await rotateQuestion(harness.deps);
      const question = await active();
      asked.push(question?.questionText ?? "none");
      expect(await activeFlags()).toEqual([{ text: question?.questionText }]);
      harness.clock.advance(DAY_MS);
    }
    expect(asked).toEqual([0, 1, 2, 0, 1].map((i) => QUESTION_ROTATION[i]));
    expect((await days()).map((row) => row.text)).toEqual(asked);
  });

  it("shows the latest day's question until the job has run today", async () => {
    await fewQuestions(3);
    await rotateQuestion(harness.deps);
    harness.clock.advance(DAY_MS);
    expect(await active()).toMatchObject({ questionText: QUESTION_ROTATION[0] });
    await rotateQuestion(harness.deps);
    expect(await active()).toMatchObject({ questionText: QUESTION_ROTATION[1] });
  });

  it("goes on after the last day asked when the job missed some days", async () => {
    await fewQuestions(4);
    await rotateQuestion(harness.deps);
    harness.clock.advance(3 * DAY_MS);
    await rotateQuestion(harness.deps);
    expect((await days()).map((row) => row.text)).toEqual([QUESTION_ROTATION[0], QUESTION_ROTATION[1]]);
  });

  it("writes one day once when replicas run the job at the same moment", async () => {
    await fewQuestions(3);
    const results = await Promise.all(Array.from({ length: 6 }, () => rotateQuestion(harness.deps)));
    expect(new Set(results.map((result) => result?.questionId)).size).toBe(1);
    expect(await days()).toEqual([{ day: today(), text: QUESTION_ROTATION[0] }]);
    expect(await activeFlags()).toEqual([{ text: QUESTION_ROTATION[0] }]);
  });
});
