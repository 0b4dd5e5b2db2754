/**
 * When a shown ad counts as seen (the MRC viewability rule): at least half of it on screen, in a
 * tab that is showing, for `viewableAfterMs` without a break (the server says 1000 for a flyer,
 * 2000 for a video). Any break starts the wait again; once counted, an ad is never counted again
 * in the same page view.
 */

/** Clears below this share of the ad on screen. */
export const VIEWABLE_RATIO = 0.5;

/** The thresholds the IntersectionObserver reports at: out of view, half in, fully in. */
export const VIEWABILITY_THRESHOLDS = [0, VIEWABLE_RATIO, 1];

/** Time and timers, given from outside so tests can move them. */
export interface ViewabilityClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: ViewabilityClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface ViewabilityTracker {
  /** The share of the ad inside the viewport, 0 to 1 (IntersectionObserver's intersectionRatio). */
  onRatio(ratio: number): void;
  /** Whether the tab is showing (document.visibilityState === "visible"). */
  onPageVisible(visible: boolean): void;
  /** Stops waiting (the ad left the page). */
  stop(): void;
  readonly counted: boolean;
}

export interface ViewabilityOptions {
  viewableAfterMs: number;
  /** Called once, with how long the ad had been in view without a break. */
  onViewable(visibleMs: number): void;
  clock?: ViewabilityClock;
  /** Whether the tab shows when tracking starts. */
  pageVisible?: boolean;
  /** Already counted in this page view (the slot was mounted again). */
  counted?: boolean;
}

export function trackViewability({
  viewableAfterMs,
  onViewable,
  clock = browserClock,
  pageVisible = true,
  counted = false,
}: ViewabilityOptions): ViewabilityTracker {
  let ratio = 0;
  let visible = pageVisible;
  let done = counted;
  let stopped = false;
  let since: number | null = null;
  let timer: unknown = null;

  const inView = () => !stopped && !done && visible && ratio >= VIEWABLE_RATIO;

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    since = null;
  };

  const fire = () => {
    timer = null;
    if (!inView() || since === null) return;
    done = true;
    // The timer never fires before its time; a coarse clock may still read a fraction under it.
    const visibleMs = Math.max(viewableAfterMs, Math.round(clock.now() - since));
    since = null;
    onViewable(visibleMs);
  };

  const reconsider = () => {
    if (!inView()) return cancel();
    if (since !== null) return;
    since = clock.now();
    timer = clock.setTimeout(fire, viewableAfterMs);
  };

  return {
    onRatio(next) {
      ratio = next;
      reconsider();
    },
    onPageVisible(next) {
      visible = next;
      reconsider();
    },
    stop() {
      stopped = true;
      cancel();
    },
    get counted() {
      return done;
    },
  };
}
