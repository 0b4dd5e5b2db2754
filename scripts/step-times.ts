// The CI budget made visible: each step of a run (`.ci/run`'s installs, `npm test`'s checks, image
// builds and vitest projects) is timed and the list is printed at the end, just above the test
// summary line. Steps run before vitest travel to it in one environment variable,
// `HIGHCOTTON_STEP_TIMES` ("name=seconds;name=seconds"), and `HIGHCOTTON_RUN_STARTED` (epoch ms)
// marks when the whole run began, so the total includes what ran before npm test.

/** The steps timed so far, in order, with seconds. */
export function recordedSteps(): Array<[string, number]> {
  return (process.env.HIGHCOTTON_STEP_TIMES ?? "")
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf("=");
      return [entry.slice(0, at), Number(entry.slice(at + 1))] as [string, number];
    });
}

/** Adds a step to the list handed to later steps (and to vitest, which prints it). */
export function recordStep(name: string, seconds: number): void {
  const entry = `${name.replaceAll(/[;=]/g, " ")}=${seconds.toFixed(1)}`;
  process.env.HIGHCOTTON_STEP_TIMES = [process.env.HIGHCOTTON_STEP_TIMES, entry].filter(Boolean).join(";");
}

/** When the whole run began (epoch ms): `.ci/run`'s start, else `npm test`'s, else undefined. */
export function runStarted(): number | undefined {
  const started = Number(process.env.HIGHCOTTON_RUN_STARTED);
  return Number.isFinite(started) && started > 0 ? started : undefined;
}

/** Marks now as the whole run's start unless a caller (`.ci/run`) already did; answers the start. */
export function markRunStarted(): number {
  process.env.HIGHCOTTON_RUN_STARTED ??= String(Date.now());
  return Number(process.env.HIGHCOTTON_RUN_STARTED);
}

/** The durations block: one line a step, then the whole run's total. */
export function formatDurations(steps: Array<[string, number]>, totalSeconds: number): string {
  const width = Math.max(...steps.map(([name]) => name.length), "whole run".length);
  const line = (name: string, seconds: number) => `  ${name.padEnd(width)}  ${formatSeconds(seconds)}`;
  return ["durations:", ...steps.map(([name, seconds]) => line(name, seconds)), line("whole run", totalSeconds)].join("\n");
}

function formatSeconds(seconds: number): string {
  const text = `${seconds.toFixed(1).padStart(7)} s`;
  const whole = Math.round(seconds);
  return seconds >= 60 ? `${text}  (${Math.floor(whole / 60)} min ${whole % 60} s)` : text;
}
