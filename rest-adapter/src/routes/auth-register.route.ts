import { safeText } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { userBody } from "./bodies.ts";
import { optionalName } from "./inputs.ts";

const Register = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...UserBody
      }
    }
  }
`);

const usernameLength = "Username must be 3 to 50 characters";
const emailInvalid = "Please enter a valid email address";
const passwordLength = "Password must be 6 to 100 characters";
const passwordMismatch = "Passwords do not match";

export default defineRoute({
  method: "POST",
  path: "/api/auth/register",
  tag: "auth",
  summary: "Create an account",
  // SPEC §5's lengths; identity applies the rest (email syntax, matching passwords, clashes).
  body: z.object({
    username: safeText("Username", { min: 3, max: 50, required: usernameLength, tooLong: usernameLength }),
    email: safeText("Email", { max: 254, required: emailInvalid, tooLong: emailInvalid }).meta({ format: "email" }),
    password: safeText("Password", { min: 6, max: 100, required: passwordLength, tooLong: passwordLength, keepSpaces: true }),
    confirmPassword: safeText("Confirm password", {
      max: 100,
      required: passwordMismatch,
      tooLong: passwordMismatch,
      keepSpaces: true,
    }),
    firstName: optionalName("First name"),
    lastName: optionalName("Last name"),
    role: z.enum(["user", "dispensary", "merchant"], "Account type must be user, dispensary or merchant").nullish(),
  }),
  response: userBody,
  responses: {
    201: "The account was created; sign in next",
    400: "Invalid input, with the rule's message",
    409: "Username or email already registered",
  },
  async handle({ body, graph }) {
    const data = await graph(Register, { input: body });
    return { status: 201, body: documented(userBody, data.register.user) };
  },
});
