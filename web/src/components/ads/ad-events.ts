import { getSessionId } from "../../lib/session-id.ts";

/**
 * What the browser reports about the ads it showed, batched to POST /api/ads/events: sent a second
 * after the first event waiting, at once when 20 wait, and by `navigator.sendBeacon` when the page
 * goes away (a text/plain body, which needs no CORS preflight and survives the unload).
 */

export type AdEventKind = "impression" | "click";

export interface AdEvent {
  /** Made here, for the logs; what counts once is the token. */
  eventId: string;
  advertisementId: string;
  kind: AdEventKind;
  /** The impression token served with the ad: the event counts only with it. */
  token: string;
  pageViewId: string;
  /** How long the ad was in view without a break (impressions). */
  visibleMs?: number;
}

export const AD_EVENTS_PATH = "/api/ads/events";
export const FLUSH_AFTER_MS = 1000;
export const MAX_BATCH = 20;

/** A random id of 32 hex digits: what the server takes as an event or page view id. */
export function newAdEventId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** One per page view: the server counts an ad's impression and click once per page view. */
export const newPageViewId = newAdEventId;

export interface AdEventQueueOptions {
  url?: string;
  sessionId?: () => string;
  fetch?: typeof fetch;
  /** navigator.sendBeacon, when the browser has it. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface AdEventQueue {
  push(event: AdEvent): void;
  /** Sends what waits; `leaving` when the page is going away (the beacon). */
  flush(leaving?: boolean): void;
  readonly waiting: number;
}

export function createAdEventQueue({
  url = AD_EVENTS_PATH,
  sessionId = getSessionId,
  fetch: send = (...args) => globalThis.fetch(...args),
  sendBeacon = typeof navigator !== "undefined" && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: unschedule = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}: AdEventQueueOptions = {}): AdEventQueue {
  const waiting: AdEvent[] = [];
  let timer: unknown = null;

  const post = (events: AdEvent[], leaving: boolean) => {
    const body = JSON.stringify({ sessionId: sessionId(), events });
    if (leaving && sendBeacon?.(url, new Blob([body], { type: "text/plain;charset=UTF-8" }))) return;
    // keepalive lets the request finish when the page is closed meanwhile.
    send(url, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "include",
      headers: { "content-type": "application/json" },
    }).catch(() => {
      // Counting ads must never get in the shopper's way; a lost batch is a few uncounted events.
    });
  };

  const flush = (leaving = false) => {
    if (timer !== null) unschedule(timer);
    timer = null;
    while (waiting.length > 0) post(waiting.splice(0, MAX_BATCH), leaving);
  };

  return {
    push(event) {
      waiting.push(event);
      if (waiting.length >= MAX_BATCH) return flush();
      timer ??= schedule(() => flush(), FLUSH_AFTER_MS);
    },
    flush,
    get waiting() {
      return waiting.length;
    },
  };
}

/** Sends what waits when the page is hidden or left (a tab switch may be the last chance). */
export function flushOnPageExit(queue: AdEventQueue, win: Window = window): () => void {
  const onHide = () => {
    if (win.document.visibilityState === "hidden") queue.flush(true);
  };
  const onPageHide = () => queue.flush(true);
  win.addEventListener("pagehide", onPageHide);
  win.document.addEventListener("visibilitychange", onHide);
  return () => {
    win.removeEventListener("pagehide", onPageHide);
    win.document.removeEventListener("visibilitychange", onHide);
  };
}

let shared: AdEventQueue | null = null;

/** The app's one queue, sent when the page is hidden or left. */
export function adEvents(): AdEventQueue {
  if (!shared) {
    shared = createAdEventQueue();
    flushOnPageExit(shared);
  }
  return shared;
}
