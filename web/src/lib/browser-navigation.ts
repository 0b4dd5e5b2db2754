/**
 * Full page navigations (not in-app routing): the server-side sign-in flow at /api/login,
 * /api/logout, and leaving the site from the age gate. Kept in one place so tests can spy on it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const LOGIN_ENDPOINT = "/api/login";
export const LOGOUT_ENDPOINT = "/api/logout";
/** SPEC §2: the age gate's exit leaves to an external search engine page. */
export const AGE_GATE_EXIT_URL = "https://www.google.com";
