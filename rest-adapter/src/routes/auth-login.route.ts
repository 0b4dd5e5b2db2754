import { z } from "zod";
import { defineRoute } from "../route.ts";
import { USER_FIELDS } from "./user-fields.ts";

export default defineRoute({
  method: "POST",
  path: "/api/auth/login",
  tag: "auth",
  summary: "Sign in; returns a bearer token and the user with its role",
  body: z.object({
    username: z.string("Username is required"),
    password: z.string("Password is required"),
    promoCode: z.string().nullish(),
  }),
  responses: {
    200: "Signed in: { token, user }",
    400: "Missing username or password, or an invalid promo code",
    401: "Invalid credentials",
    403: "The account is deactivated",
    429: "Too many failed attempts for this username or address",
  },
  async handle({ body, graph }) {
    const data = await graph(`mutation Login($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`, {
      input: body,
    });
    return { status: 200, body: data.login };
  },
});
