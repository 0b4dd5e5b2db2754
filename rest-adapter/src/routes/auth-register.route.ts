import { z } from "zod";
import { defineRoute } from "../route.ts";
import { USER_FIELDS } from "./user-fields.ts";

const optionalText = z.string().nullish();

export default defineRoute({
  method: "POST",
  path: "/api/auth/register",
  tag: "auth",
  summary: "Create an account",
  // Shape only; identity applies SPEC §5's rules and messages.
  body: z.object({
    username: z.string("Username is required"),
    email: z.string("Please enter a valid email address"),
    password: z.string("Password is required"),
    confirmPassword: z.string("Passwords do not match"),
    firstName: optionalText,
    lastName: optionalText,
    role: z.enum(["user", "dispensary", "merchant"], "Account type must be user, dispensary or merchant").nullish(),
  }),
  responses: {
    201: "The account was created; sign in next",
    400: "Invalid input, with the rule's message",
    409: "Username or email already registered",
  },
  async handle({ body, graph }) {
    const data = await graph(
      `mutation Register($input: RegisterInput!) { register(input: $input) { user { ${USER_FIELDS} } } }`,
      {
        input: body,
      },
    );
    return { status: 201, body: data.register.user };
  },
});
