/** SPEC §4: where a user lands after signing in, known from the role alone (see auth/account-dashboard.ts). */
export { signInDestination as redirectPathForRole } from "../auth/account-dashboard.ts";
