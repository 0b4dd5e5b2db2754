import { browserStorage, safeGet, safeRemove, safeSet } from "./storage.ts";

/** SPEC §3: the bearer token is stored locally under this key. */
export const AUTH_TOKEN_KEY = "authToken";

export function getAuthToken(): string | null {
  return safeGet(browserStorage(), AUTH_TOKEN_KEY);
}

export function setAuthToken(token: string): void {
  safeSet(browserStorage(), AUTH_TOKEN_KEY, token);
}

export function removeAuthToken(): void {
  safeRemove(browserStorage(), AUTH_TOKEN_KEY);
}
