import { removeAuthToken } from "./auth-token.ts";

/** The server answers /api/logout with a redirect to `/?signedOut=1`. */
export const SIGNED_OUT_PARAM = "signedOut";

export interface SignedOutDeps {
  location: Pick<Location, "search" | "pathname">;
  history: Pick<History, "replaceState">;
  clearCache: () => unknown;
  removeToken?: () => void;
}

/**
 * On page load after a server-side logout: forget the token and cached data and show a clean `/`.
 * The age verification and the browser session id are kept on purpose.
 * Returns true when a sign-out was completed.
 */
export function completeServerSignOut({ location, history, clearCache, removeToken = removeAuthToken }: SignedOutDeps): boolean {
  const params = new URLSearchParams(location.search);
  if (!params.has(SIGNED_OUT_PARAM)) return false;
  removeToken();
  void clearCache();
  history.replaceState(null, "", "/");
  return true;
}
