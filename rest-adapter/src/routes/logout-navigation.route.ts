import { defineRoute } from "../route.ts";

/**
 * Tokens live in the browser (SPEC: `authToken` in local storage), so signing out is the app's to
 * finish: the redirect's flag tells it to drop the token and its cached data.
 */
export default defineRoute({
  method: "GET",
  path: "/api/logout",
  tag: "navigation",
  summary: "Browser navigation that signs out and returns to the home page",
  navigation: true,
  responses: { 302: "Redirect to /?signedOut=1, where the app removes the token" },
  async handle({ reply }) {
    reply.header("cache-control", "no-store");
    return { redirect: "/?signedOut=1" };
  },
});
