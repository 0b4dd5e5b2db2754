import { DateTimeScalar, graphQLErrorOf, type Resolvers } from "@highcotton/kit";
import { getUser } from "../application/get-user.ts";
import type { IdentityDeps } from "../application/identity-deps.ts";
import { messages } from "../contract/index.ts";

/** Marks a user object as the caller's own account in a sign-up or sign-in answer. */
export const OWN_ACCOUNT = Symbol("own account");

export function userResolvers(deps: IdentityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      me: async (_parent, _args, context) => {
        if (context.tokenRejected) throw graphQLErrorOf("UNAUTHENTICATED", messages.unauthorized);
        if (!context.user) return null;
        const user = await getUser(deps, context.user.id);
        // A token for an account that no longer exists or was switched off is as good as none.
        if (!user?.isActive) throw graphQLErrorOf("UNAUTHENTICATED", messages.unauthorized);
        return user;
      },
    },
    User: {
      __resolveReference: (reference: { id: string }) => getUser(deps, reference.id),
      // Other people's emails are not for everyone: only the user themself sees theirs (signed in,
      // or in the answer to their own sign-up or sign-in).
      email: (user: { id: string; email: string; [OWN_ACCOUNT]?: true }, _args, context) =>
        user[OWN_ACCOUNT] || context.user?.id === user.id ? user.email : null,
    },
  };
}
