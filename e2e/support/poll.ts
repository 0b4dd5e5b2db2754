/**
 * Polls until `check` returns a value (not undefined), or fails after `timeoutMs`; `why`, when
 * given, adds what the system said (its warnings, say) to the failure.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
  what = "condition",
  why?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms${why ? `\n${why()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
