import { messages } from "@highcotton/identity/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { userBody } from "./bodies.ts";

const Me = graphql(`
  query Me {
    me {
      ...UserBody
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/auth/user",
  tag: "auth",
  summary: "The signed-in user (bearer token)",
  auth: "required",
  response: userBody,
  responses: { 200: "The user", 401: "No valid token" },
  async handle({ graph }) {
    const data = await graph(Me);
    if (!data.me) throw new HttpError(401, messages.unauthorized);
    return { status: 200, body: documented(userBody, data.me) };
  },
});
