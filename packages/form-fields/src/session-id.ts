// No zod here: the browser loads this module on every page (it makes the id), the schema is apart.

/** SPEC §3: `session_` + a timestamp + `_` + a random base-36 string, as the web app makes it. */
export const SESSION_ID_PATTERN = /^session_\d+_[a-z0-9]+$/;
export const SESSION_ID_MAX = 100;
export const sessionIdMessages = {
  required: "A browser session id is required",
  invalid: "The browser session id is not valid",
} as const;
