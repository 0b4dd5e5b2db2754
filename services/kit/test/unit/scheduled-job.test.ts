import { setImmediate as nextTurn } from "node:timers/promises";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { scheduleJob } from "../../src/runtime/scheduled-job.ts";

const HOUR = 60 * 60_000;

/** A job counting its passes. */
function countingJob() {
  const passes = { count: 0 };
  const job = {
    name: "count",
    everyMs: HOUR,
    run: async () => {
      passes.count++;
    },
  };
  // Every lock is free: the test is about when passes start, not who holds the lock.
  const database = { tryLock: async () => async () => {} };
  return { passes, schedule: scheduleJob(job, database, pino({ level: "silent" })) };
}

/** Lets a pass that was started finish: the lock, the run and the release are a few turns each. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await nextTurn();
};

describe("a scheduled job held", () => {
  it("starts no pass while held, however often woken, and runs one once released", async () => {
    const { passes, schedule } = countingJob();
    try {
      await settle();
      expect(passes.count).toBe(1); // the pass at start
      const release = schedule.hold();
      schedule.wake();
      schedule.wake();
      await settle();
      expect(passes.count).toBe(1);
      release();
      await settle();
      expect(passes.count).toBe(2);
      release(); // a second release changes nothing
      await settle();
      expect(passes.count).toBe(2);
    } finally {
      schedule.stop();
    }
  });

  it("waits for every hold, and runs nothing on release when nobody woke it", async () => {
    const { passes, schedule } = countingJob();
    try {
      const first = schedule.hold();
      const second = schedule.hold();
      await settle();
      expect(passes.count).toBe(0); // the pass at start waits too
      first();
      await settle();
      expect(passes.count).toBe(0);
      second();
      await settle();
      expect(passes.count).toBe(1);
      const idle = schedule.hold();
      idle();
      await settle();
      expect(passes.count).toBe(1);
    } finally {
      schedule.stop();
    }
  });
});
