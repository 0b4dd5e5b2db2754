import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const LogOut = graphql(`
  mutation LogOut {
    logOut
  }
`);

/**
 * Signs the bearer token's session out on the server, so the token stops working everywhere
 * (the app calls it before the `/api/logout` navigation). Calling it again with the same token
 * answers 204 too.
 */
export default defineRoute({
  method: "POST",
  path: "/api/auth/logout",
  tag: "auth",
  summary: "Sign out: revokes the bearer token's session in every service",
  auth: "required",
  responses: { 204: "Signed out (also when already signed out)", 401: "No valid token" },
  async handle({ graph, reply }) {
    await graph(LogOut);
    reply.header("cache-control", "no-store");
    return { status: 204 };
  },
});
