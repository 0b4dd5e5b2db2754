import { registrationSchema } from "@highcotton/identity/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { userBody } from "./bodies.ts";

const Register = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...UserBody
      }
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/auth/register",
  tag: "auth",
  summary: "Create an account",
  // SPEC §5's rules, as identity applies them (it also refuses a username or email in use).
  body: registrationSchema,
  response: userBody,
  responses: {
    201: "The account was created; sign in next",
    400: "Invalid input, with the rule's message",
    409: "Username or email already registered",
    429: "Too many accounts created from this client address lately; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(Register, { input: body });
    return { status: 201, body: documented(userBody, data.register.user) };
  },
});
