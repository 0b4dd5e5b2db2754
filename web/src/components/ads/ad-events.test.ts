import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AdEvent, createAdEventQueue, flushOnPageExit, newAdEventId, newPageViewId } from "./ad-events.ts";

const SESSION = "session_1767225600000_abc123xyz";

const impression = (n: number): AdEvent => ({
  eventId: `event${String(n).padStart(4, "0")}`,
  advertisementId: "ad1",
  kind: "impression",
  token: "token-served-with-the-ad",
  pageViewId: "pageview0001",
  visibleMs: 1000,
});

/** jsdom's Blob has no text(); its FileReader reads one, on real timers (so read beacons last). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    vi.useRealTimers();
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

function setup({ beacon = true as boolean | "refuses" } = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response("{}", { status: 200 }));
  const sendBeacon = vi.fn((_url: string, _data: Blob) => beacon === true);
  const queue = createAdEventQueue({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sendBeacon: beacon ? sendBeacon : undefined,
    sessionId: () => SESSION,
  });
  const fetched = () => fetch.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init?.body)) }));
  const beaconed = async () =>
    Promise.all(
      sendBeacon.mock.calls.map(async ([url, data]) => ({ url, type: data.type, body: JSON.parse(await textOf(data)) })),
    );
  return { queue, fetch, fetched, sendBeacon, beaconed };
}

describe("the ad event queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the events of a second in one batch with the session id", () => {
    const { queue, fetched } = setup();
    queue.push(impression(1));
    vi.advanceTimersByTime(500);
    queue.push(impression(2));
    vi.advanceTimersByTime(499);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [sent, ...more] = fetched();
    expect(more).toEqual([]);
    expect(sent?.url).toBe("/api/ads/events");
    expect(sent?.init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect(sent?.body).toEqual({ sessionId: SESSION, events: [impression(1), impression(2)] });
    expect(queue.waiting).toBe(0);
  });

  it("sends at once when 20 events wait, and the rest a second later", () => {
    const { queue, fetched } = setup();
    for (let n = 1; n <= 21; n++) queue.push(impression(n));
    expect(fetched().map((call) => call.body.events.length)).toEqual([20]);
    vi.advanceTimersByTime(1000);
    expect(fetched().map((call) => call.body.events.length)).toEqual([20, 1]);
    expect(fetched()[1]?.body.events[0].eventId).toBe("event0021");
  });

  it("sends nothing when nothing waits", () => {
    const { queue, fetch, sendBeacon } = setup();
    queue.flush();
    queue.flush(true);
    vi.advanceTimersByTime(5000);
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("uses a text/plain beacon when the page is left, not waiting for the second", async () => {
    const { queue, fetch, beaconed } = setup();
    const stop = flushOnPageExit(queue);
    queue.push(impression(1));
    window.dispatchEvent(new Event("pagehide"));
    stop();
    vi.advanceTimersByTime(1000);
    expect(fetch).not.toHaveBeenCalled();
    expect(await beaconed()).toEqual([
      {
        url: "/api/ads/events",
        type: "text/plain;charset=utf-8",
        body: { sessionId: SESSION, events: [impression(1)] },
      },
    ]);
  });

  it("sends by beacon when the tab is hidden", async () => {
    const { queue, beaconed } = setup();
    const stop = flushOnPageExit(queue);
    queue.push(impression(1));
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    visibility.mockRestore();
    stop();
    expect((await beaconed()).map((call) => call.body.events.length)).toEqual([1]);
  });

  it("falls back to a keepalive fetch when the browser refuses the beacon or has none", () => {
    for (const beacon of ["refuses", false] as const) {
      const { queue, fetched } = setup({ beacon });
      queue.push(impression(1));
      queue.flush(true);
      expect(fetched().map((call) => [call.init?.keepalive, call.body.events.length])).toEqual([[true, 1]]);
    }
  });

  it("stops listening to the page once asked", async () => {
    const { queue, beaconed } = setup();
    flushOnPageExit(queue)();
    queue.push(impression(1));
    window.dispatchEvent(new Event("pagehide"));
    expect(queue.waiting).toBe(1);
    expect(await beaconed()).toEqual([]);
  });

  it("does not throw when the batch cannot be sent", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const queue = createAdEventQueue({ fetch, sendBeacon: undefined, sessionId: () => SESSION });
    queue.push(impression(1));
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("ad event ids", () => {
  it("are fresh ids of 32 hex digits, as the server takes them", () => {
    const ids = new Set([newAdEventId(), newAdEventId(), newPageViewId()]);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
