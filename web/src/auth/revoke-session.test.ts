import { afterEach, describe, expect, it, vi } from "vitest";
import { removeAuthToken, setAuthToken } from "../lib/auth-token.ts";
import { REVOKE_SESSION_ENDPOINT, revokeSession } from "./revoke-session.ts";

afterEach(() => removeAuthToken());

describe("revokeSession", () => {
  it("posts the stored token to the server's sign-out call", async () => {
    setAuthToken("token-1");
    const request = vi.fn(async () => new Response(null, { status: 204 }));
    await revokeSession(request);
    expect(request).toHaveBeenCalledWith(REVOKE_SESSION_ENDPOINT, {
      method: "POST",
      headers: { authorization: "Bearer token-1" },
      credentials: "include",
      keepalive: true,
      signal: expect.any(AbortSignal),
    });
  });

  it("calls nothing without a stored token", async () => {
    const request = vi.fn();
    await revokeSession(request);
    expect(request).not.toHaveBeenCalled();
  });

  it("never blocks signing out when the server cannot be reached", async () => {
    setAuthToken("token-1");
    await expect(revokeSession(vi.fn(async () => Promise.reject(new TypeError("offline"))))).resolves.toBeUndefined();
  });
});
