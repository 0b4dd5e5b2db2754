import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "../../src/uploads/concurrency-limit.ts";

/** A task that stays running until released, recording how many ran at once. */
function gate() {
  let releases: Array<() => void> = [];
  const state = { running: 0, most: 0, started: 0 };
  const task = () =>
    new Promise<number>((resolve) => {
      state.running++;
      state.started++;
      state.most = Math.max(state.most, state.running);
      releases.push(() => {
        state.running--;
        resolve(state.started);
      });
    });
  const releaseAll = () => {
    const now = releases;
    releases = [];
    for (const release of now) release();
  };
  return { state, task, releaseAll };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a concurrency limit", () => {
  it("runs at most its limit at once and the rest in turn, until all are done", async () => {
    const limit = new ConcurrencyLimit(2);
    const { state, task, releaseAll } = gate();
    const all = Promise.all(Array.from({ length: 7 }, () => limit.run(task)));
    await settle();
    expect(state.started).toBe(2);
    while (state.started < 7 || state.running > 0) {
      releaseAll();
      await settle();
      expect(state.running).toBeLessThanOrEqual(2);
    }
    expect(await all).toHaveLength(7);
    expect(state.most).toBe(2);
  });

  it("frees the slot of a task that failed", async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("broken image")))).rejects.toThrow("broken image");
    await expect(limit.run(async () => "next")).resolves.toBe("next");
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
    expect(() => new ConcurrencyLimit(1.5)).toThrow();
  });
});
