/**
 * A believable progress fraction for a wait of unknown length: it climbs quickly at first, passes
 * about 63 % at the expected time and never reaches 100 % (the answer does that). 0 for 0 ms.
 */
export function estimatedProgress(elapsedMs: number, expectedMs: number): number {
  if (!(elapsedMs > 0) || !(expectedMs > 0)) return 0;
  return Math.min(0.95, 1 - Math.exp(-elapsedMs / expectedMs));
}

/** "0:07", "1:02": minutes and seconds of a wait. */
export function formatElapsed(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Share of a store's initial designs that are ready, 0 to 1 (SPEC §9: 20 expected). */
export function readyFraction(ready: number, expected: number): number {
  if (!(expected > 0) || !(ready > 0)) return 0;
  return Math.min(1, ready / expected);
}
