import { beforeEach, describe, expect, it, vi } from "vitest";
import { AGE_VERIFICATION_KEY } from "./age-verification.ts";
import { AUTH_TOKEN_KEY } from "./auth-token.ts";
import { SESSION_ID_KEY } from "./session-id.ts";
import { completeServerSignOut } from "./sign-out.ts";

describe("back from /api/logout (/?signedOut=1)", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(AUTH_TOKEN_KEY, "jwt");
    localStorage.setItem(AGE_VERIFICATION_KEY, '{"verified":true}');
    localStorage.setItem(SESSION_ID_KEY, "session_1_abc");
  });

  it("removes the token, clears the cache and shows / — keeping age verification and session id", () => {
    const clearCache = vi.fn();
    const replaceState = vi.fn();
    const done = completeServerSignOut({
      location: { search: "?signedOut=1", pathname: "/" },
      history: { replaceState },
      clearCache,
    });
    expect(done).toBe(true);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(clearCache).toHaveBeenCalledOnce();
    expect(replaceState).toHaveBeenCalledWith(null, "", "/");
    expect(localStorage.getItem(AGE_VERIFICATION_KEY)).not.toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe("session_1_abc");
  });

  it("does nothing without the parameter", () => {
    const clearCache = vi.fn();
    const replaceState = vi.fn();
    const done = completeServerSignOut({ location: { search: "?x=1", pathname: "/" }, history: { replaceState }, clearCache });
    expect(done).toBe(false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("jwt");
    expect(clearCache).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
