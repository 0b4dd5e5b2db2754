import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { getAuthToken, removeAuthToken } from "./auth-token.ts";
import { getSessionId } from "./session-id.ts";

/** Adds the browser session id (SPEC §3) and, when signed in, the bearer token to every request. */
export const identityHeadersLink = new SetContextLink((prevContext) => {
  const token = getAuthToken();
  return {
    headers: {
      ...(prevContext.headers as Record<string, string> | undefined),
      "x-session-id": getSessionId(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  };
});

/**
 * An expired or forged token comes back as UNAUTHENTICATED (SPEC §4: a 401 removes the stored
 * token and yields no user). A failed sign-in also says UNAUTHENTICATED but is about the typed
 * password, not the stored token, so it is left alone.
 */
export const expiredTokenLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === "Login") return;
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) {
    removeAuthToken();
  }
});

export function createApolloClient(uri = "/graphql"): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([identityHeadersLink, expiredTokenLink, new HttpLink({ uri, credentials: "include" })]),
    cache: new InMemoryCache({
      // Catalog objects without an id of their own: a newer answer simply replaces the older one.
      typePolicies: {
        DesignReactions: { merge: true },
        DesignGeneration: { merge: true },
        // A feed author shows no id (docs/public-data.md): it lives inside its post or comment.
        PublicProfile: { merge: true },
        // A cart has no id of its own: it is the session's, so the navigation's count and the cart
        // page's lines are one cache entry.
        Cart: { keyFields: ["sessionId"] },
      },
    }),
    // SPEC §9 query defaults: data never goes stale by itself, no refetch on window focus or on an
    // interval, and no retries (no RetryLink and no RefetchEventManager are installed).
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", refetchOn: false },
      query: { fetchPolicy: "cache-first" },
    },
  });
}

export const apolloClient = createApolloClient();
