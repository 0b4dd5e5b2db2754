import { type Resolvers, unwrap } from "@highcotton/kit";
import { createOperator } from "../application/create-operator.ts";
import type { IdentityDeps } from "../application/identity-deps.ts";
import { logIn } from "../application/log-in.ts";
import { registerUser } from "../application/register-user.ts";
import { logOut } from "../application/sessions.ts";
import { OWN_ACCOUNT } from "./user.resolver.ts";

export function authResolvers(deps: IdentityDeps): Resolvers {
  return {
    Mutation: {
      register: async (_parent, args: { input: unknown }, context) => {
        const request = { clientAddress: context.clientAddress, traceId: context.requestId };
        const { token, user } = unwrap(await registerUser(deps, args.input, request));
        return { token, user: { ...user, [OWN_ACCOUNT]: true } };
      },
      login: async (_parent, args: { input: unknown }, context) => {
        const { token, user } = unwrap(await logIn(deps, args.input, context.clientAddress));
        return { token, user: { ...user, [OWN_ACCOUNT]: true } };
      },
      logOut: async (_parent, _args, context) => unwrap(await logOut(deps, context, context.requestId)),
      // The CLI's token only, not operatorOf: an operator account does not make operators.
      createOperator: async (_parent, args: { input: unknown }, context) =>
        unwrap(await createOperator(deps, context.operator, args.input, context.requestId)),
    },
  };
}
