import { getAuthToken } from "../lib/auth-token.ts";

/** Where the server signs a token's session out (the token then stops working everywhere). */
export const REVOKE_SESSION_ENDPOINT = "/api/auth/logout";

/**
 * Tells the server to revoke the stored token's session before the app forgets the token. Signing
 * out locally must never hang on it: a failure (offline, already signed out) is ignored, and
 * `keepalive` lets the call finish even when a page navigation follows at once.
 */
export async function revokeSession(request: typeof fetch = fetch): Promise<void> {
  const token = getAuthToken();
  if (!token) return;
  try {
    await request(REVOKE_SESSION_ENDPOINT, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      credentials: "include",
      keepalive: true,
      // A stalled server must not keep the person signed in here.
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // Nothing to do: the token is removed locally either way.
  }
}
