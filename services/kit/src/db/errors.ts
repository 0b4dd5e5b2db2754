/** True for PostgreSQL's unique_violation (23505), whichever driver raised it and however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/**
 * PostgreSQL broke a deadlock by aborting this statement (40P01): nothing of it was written, and
 * running it again is safe.
 */
export function isDeadlock(error: unknown): boolean {
  return hasSqlState(error, "40P01");
}

function hasSqlState(error: unknown, state: string): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === state) return true;
  }
  return false;
}
