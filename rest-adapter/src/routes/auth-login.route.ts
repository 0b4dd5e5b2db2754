import { loginSchema, messages } from "@highcotton/identity/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { userBody } from "./bodies.ts";

const Login = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...UserBody
      }
    }
  }
`);

const signedIn = z.object({ token: z.string(), user: userBody });

export default defineRoute({
  method: "POST",
  path: "/api/auth/login",
  tag: "auth",
  summary:
    "Sign in; returns a bearer token and the user with its role. An operator signing in with a one-time password sends newPassword too",
  body: loginSchema,
  response: signedIn,
  responses: {
    200: "Signed in: { token, user }",
    400: "Missing username or password, an invalid promo code, or a newPassword that is not wanted",
    401: messages.invalidCredentials,
    403: `The account is deactivated, or the password is a one-time password: "${messages.newPasswordRequired}" (or "${messages.oneTimePasswordExpired}")`,
    429: "Too many failed attempts for this username or address; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(Login, { input: body });
    return { status: 200, body: documented(signedIn, data.login) };
  },
});
