import { describe, expect, it } from "vitest";
import { trackViewability, type ViewabilityClock } from "./viewability.ts";

/** A clock that moves only when told, running the timers that come due on the way. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: ViewabilityClock = {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

function setup(viewableAfterMs = 1000, options: { pageVisible?: boolean; counted?: boolean } = {}) {
  const { clock, advance, pending } = manualClock();
  const counts: number[] = [];
  const tracker = trackViewability({ viewableAfterMs, onViewable: (ms) => counts.push(ms), clock, ...options });
  return { tracker, advance, pending, counts };
}

describe("viewability of a shown ad", () => {
  it("never counts an ad that is 49 % on screen, however long", () => {
    const { tracker, advance, counts } = setup();
    tracker.onRatio(0.49);
    advance(60_000);
    expect(counts).toEqual([]);
    expect(tracker.counted).toBe(false);
  });

  it("counts a flyer once it has been half on screen for 1000 ms, with the time it was in view", () => {
    const { tracker, advance, counts } = setup();
    tracker.onRatio(0.5);
    advance(999);
    expect(counts).toEqual([]);
    advance(1);
    expect(counts).toEqual([1000]);
    expect(tracker.counted).toBe(true);
  });

  it("starts the wait again when the ad drops under half after 999 ms", () => {
    const { tracker, advance, counts } = setup();
    tracker.onRatio(0.5);
    advance(999);
    tracker.onRatio(0.3);
    advance(5000);
    expect(counts).toEqual([]);
    tracker.onRatio(1);
    advance(999);
    expect(counts).toEqual([]);
    advance(1);
    expect(counts).toEqual([1000]);
  });

  it("keeps one wait while the ad moves between half and fully on screen", () => {
    const { tracker, advance, counts } = setup();
    tracker.onRatio(0.5);
    advance(600);
    tracker.onRatio(1);
    advance(400);
    expect(counts).toEqual([1000]);
  });

  it("counts once per page view, however often the ad comes back into view", () => {
    const { tracker, advance, counts, pending } = setup();
    tracker.onRatio(1);
    advance(1000);
    for (let n = 0; n < 3; n++) {
      tracker.onRatio(0);
      advance(100);
      tracker.onRatio(1);
      advance(5000);
    }
    expect(counts).toEqual([1000]);
    expect(pending()).toBe(0);
  });

  it("makes a video wait 2000 ms", () => {
    const { tracker, advance, counts } = setup(2000);
    tracker.onRatio(0.8);
    advance(1999);
    expect(counts).toEqual([]);
    advance(1);
    expect(counts).toEqual([2000]);
  });

  it("pauses while the tab is hidden and starts the wait again when it shows", () => {
    const { tracker, advance, counts } = setup();
    tracker.onRatio(1);
    advance(900);
    tracker.onPageVisible(false);
    advance(10_000);
    expect(counts).toEqual([]);
    tracker.onPageVisible(true);
    advance(999);
    expect(counts).toEqual([]);
    advance(1);
    expect(counts).toEqual([1000]);
  });

  it("does not start while the page begins hidden", () => {
    const { tracker, advance, counts } = setup(1000, { pageVisible: false });
    tracker.onRatio(1);
    advance(5000);
    expect(counts).toEqual([]);
    tracker.onPageVisible(true);
    advance(1000);
    expect(counts).toEqual([1000]);
  });

  it("never counts again an ad already counted in this page view", () => {
    const { tracker, advance, counts, pending } = setup(1000, { counted: true });
    tracker.onRatio(1);
    expect(pending()).toBe(0);
    advance(5000);
    expect(counts).toEqual([]);
  });

  it("stops waiting when the ad leaves the page", () => {
    const { tracker, advance, counts, pending } = setup();
    tracker.onRatio(1);
    advance(500);
    tracker.stop();
    expect(pending()).toBe(0);
    tracker.onRatio(1);
    advance(5000);
    expect(counts).toEqual([]);
  });
});
