import { describe, expect, it } from "vitest";
import { Metrics } from "../../src/telemetry/metrics.ts";

const lineOf = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(`${name}{`));

describe("deferred work in /metrics", () => {
  it("reads each tracked service once per scrape for both gauges, leaves out one whose store fails, and stops when untracked", async () => {
    const metrics = new Metrics();
    let reads = 0;
    const untrack = metrics.trackDeferredWork("catalog", "print_files", async () => {
      reads++;
      return { waiting: 3, oldestAgeSeconds: 42.5 };
    });
    const untrackBroken = metrics.trackDeferredWork("ads", "reports", () => Promise.reject(new Error("store away")));

    const first = await metrics.registry.metrics();
    expect(lineOf(first, "deferred_work_waiting")).toEqual(['deferred_work_waiting{service="catalog",work="print_files"} 3']);
    expect(lineOf(first, "deferred_work_oldest_age_seconds")).toEqual([
      'deferred_work_oldest_age_seconds{service="catalog",work="print_files"} 42.5',
    ]);
    expect(reads).toBe(1);

    untrack();
    untrackBroken();
    const second = await metrics.registry.metrics();
    expect(lineOf(second, "deferred_work_waiting")).toEqual([]);
    expect(reads).toBe(1);
  });
});
