import { SESSION_ID_PATTERN } from "@highcotton/form-fields";
import { browserStorage, type KeyValueStorage, safeGet, safeSet } from "./storage.ts";

/** SPEC §3: kept in local storage under a key named after the product. */
export const SESSION_ID_KEY = "highcotton_session_id";

/** `session_` + Date.now() + `_` + a random base-36 string (SPEC §3). */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  let suffix = "";
  while (suffix.length < 9) suffix += random().toString(36).slice(2) || "0";
  return `session_${now}_${suffix.slice(0, 9)}`;
}

// Kept in memory too, so a browser that refuses or loses storage still uses one id for the whole visit.
let memoryId: string | null = null;

/** The browser session id that identifies anonymous shoppers; created on first use. */
export function getSessionId(storage: KeyValueStorage | null = browserStorage()): string {
  const stored = safeGet(storage, SESSION_ID_KEY);
  if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
  const id = memoryId ?? createSessionId();
  memoryId = id;
  safeSet(storage, SESSION_ID_KEY, id);
  return id;
}
