import { useEffect, useRef } from "react";
import { browserNavigation, LOGIN_ENDPOINT } from "../lib/browser-navigation.ts";
import { useAuth } from "./auth-context.ts";

/**
 * SPEC §2/§6: dashboards and onboarding need sign-in; a signed-out visitor is sent to the login
 * endpoint with a full browser navigation (once, even under StrictMode's doubled effects).
 * Returns whether the visitor is signed in.
 */
export function useSignInRequired(): boolean {
  const { isAuthenticated } = useAuth();
  const sent = useRef(false);
  useEffect(() => {
    if (isAuthenticated || sent.current) return;
    sent.current = true;
    browserNavigation.assign(LOGIN_ENDPOINT);
  }, [isAuthenticated]);
  return isAuthenticated;
}
