import { DateTimeScalar, graphQLErrorOf, operatorOf, type RequestContext, type Resolvers } from "@highcotton/kit";
import { findPublicProfiles, type PublicProfileView } from "../application/find-public-profiles.ts";
import { getUser } from "../application/get-user.ts";
import type { IdentityDeps } from "../application/identity-deps.ts";
import type { UserView } from "../application/user-view.ts";
import { messages } from "../contract/index.ts";

/** Marks a user object as the caller's own account in a sign-up or sign-in answer. */
export const OWN_ACCOUNT = Symbol("own account");

type UserObject = UserView & { [OWN_ACCOUNT]?: true };

/**
 * The caller's own account (signed in as it, or answering their own sign-up or sign-in), or an
 * operator's view of it: operators run the marketplace (the console, the command line).
 */
const mayReadDetails = (user: UserObject, context: RequestContext): boolean =>
  user[OWN_ACCOUNT] === true || context.user?.id === user.id || operatorOf(context) !== null;

/**
 * A field only the account's owner (and operators) read. Others get null where the field may be null, and a
 * FORBIDDEN error where it may not: a person's id, names, email, role and sign-ins tell strangers
 * who they are and when they are around. Others see a person as a PublicProfile.
 */
const privateField =
  <K extends keyof UserView>(key: K, whenNotOwner: "null" | "forbidden") =>
  (user: UserObject, _args: unknown, context: RequestContext): UserView[K] | null => {
    if (mayReadDetails(user, context)) return user[key];
    if (whenNotOwner === "null") return null;
    throw graphQLErrorOf("FORBIDDEN", messages.accountDetailsPrivate);
  };

/** The public profiles asked for in one request so far, and the one read that answers them all. */
interface ProfileBatch {
  ids: Set<string>;
  profiles: Promise<Map<string, PublicProfileView>>;
}

/**
 * A person as anyone sees them, looked up by the id another service holds. The gateway asks for a
 * feed page's authors in one request, one reference per post and comment, so the references that
 * arrive together are read in one query.
 */
function publicProfileLoader(deps: IdentityDeps) {
  const batches = new WeakMap<RequestContext, ProfileBatch>();
  return (id: string, context: RequestContext): Promise<PublicProfileView | null> => {
    let batch = batches.get(context);
    if (!batch) {
      const ids = new Set<string>();
      const profiles = new Promise<Map<string, PublicProfileView>>((resolve, reject) =>
        // Every reference of the answer is asked for before this runs.
        queueMicrotask(() => {
          batches.delete(context);
          findPublicProfiles(deps, [...ids]).then(resolve, reject);
        }),
      );
      batch = { ids, profiles };
      batches.set(context, batch);
    }
    batch.ids.add(id);
    return batch.profiles.then((all) => all.get(id) ?? null);
  };
}

export function userResolvers(deps: IdentityDeps): Resolvers {
  const publicProfile = publicProfileLoader(deps);
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
      id: privateField("id", "forbidden"),
      email: privateField("email", "null"),
      firstName: privateField("firstName", "null"),
      lastName: privateField("lastName", "null"),
      role: privateField("role", "forbidden"),
      isActive: privateField("isActive", "forbidden"),
      lastLogin: privateField("lastLogin", "null"),
      createdAt: privateField("createdAt", "forbidden"),
      updatedAt: privateField("updatedAt", "forbidden"),
    },
    PublicProfile: {
      __resolveReference: (reference: { id: string }, context: RequestContext) => publicProfile(reference.id, context),
    },
  };
}
