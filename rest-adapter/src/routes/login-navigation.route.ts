import { defineRoute } from "../route.ts";

export default defineRoute({
  method: "GET",
  path: "/api/login",
  tag: "navigation",
  summary: "Browser navigation to the sign-in page",
  navigation: true,
  responses: { 302: "Redirect to /login" },
  async handle() {
    return { redirect: "/login" };
  },
});
