import { browserStorage, type KeyValueStorage, safeGet, safeRemove, safeSet } from "./storage.ts";

/** SPEC §3: the record lives in local storage under this key. */
export const AGE_VERIFICATION_KEY = "ageVerification";
/** SPEC §9: minimum age. */
export const MINIMUM_AGE = 21;
/** SPEC §9: age verification expires 30 days after it is given. */
export const AGE_VERIFICATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AgeVerificationRecord {
  verified: boolean;
  /** ISO date when the visitor confirmed. */
  timestamp: string;
  /** ISO date after which the confirmation no longer counts. Older records may lack it. */
  expiresAt?: string;
}

function isValidDate(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

/**
 * Reads the stored record and applies SPEC §4:
 * - no record: unverified;
 * - malformed data (not JSON, not an object, verified not a boolean, unreadable expiry): deleted, unverified;
 * - an expiry in the past: deleted, unverified;
 * - no expiry: trusted when verified is true.
 */
export function isAgeVerified(storage: KeyValueStorage | null = browserStorage(), now: Date = new Date()): boolean {
  const raw = safeGet(storage, AGE_VERIFICATION_KEY);
  if (raw === null) return false;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    safeRemove(storage, AGE_VERIFICATION_KEY);
    return false;
  }

  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    safeRemove(storage, AGE_VERIFICATION_KEY);
    return false;
  }
  const record = parsed as Partial<Record<keyof AgeVerificationRecord, unknown>>;
  if (typeof record.verified !== "boolean") {
    safeRemove(storage, AGE_VERIFICATION_KEY);
    return false;
  }

  if (record.expiresAt === undefined || record.expiresAt === null) {
    return record.verified === true;
  }
  if (!isValidDate(record.expiresAt)) {
    safeRemove(storage, AGE_VERIFICATION_KEY);
    return false;
  }
  if (Date.parse(record.expiresAt) <= now.getTime()) {
    safeRemove(storage, AGE_VERIFICATION_KEY);
    return false;
  }
  return record.verified === true;
}

/** Stores a fresh confirmation that expires {@link AGE_VERIFICATION_DAYS} days from `now`. */
export function recordAgeVerification(
  storage: KeyValueStorage | null = browserStorage(),
  now: Date = new Date(),
): AgeVerificationRecord {
  const record: AgeVerificationRecord = {
    verified: true,
    timestamp: now.toISOString(),
    expiresAt: new Date(now.getTime() + AGE_VERIFICATION_DAYS * DAY_MS).toISOString(),
  };
  safeSet(storage, AGE_VERIFICATION_KEY, JSON.stringify(record));
  return record;
}

/** The clear action of SPEC §4: forget the confirmation. */
export function clearAgeVerification(storage: KeyValueStorage | null = browserStorage()): void {
  safeRemove(storage, AGE_VERIFICATION_KEY);
}
