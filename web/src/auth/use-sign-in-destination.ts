import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { ADVERTISER_STANDING_QUERY } from "../graphql/ads.ts";
import type { Role } from "../graphql/identity.ts";
import { isAdvertiser, signInDestination } from "./account-dashboard.ts";

/**
 * Where a user who just signed in goes (SPEC §4, plus advertisers to their dashboard). Whether a
 * consumer account advertises is asked of the graph; when that cannot be answered, SPEC's /feed.
 */
export function useSignInDestination(): (role: Role) => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async (role: Role) => {
      if (role !== "user") return signInDestination(role);
      try {
        const { data } = await client.query({ query: ADVERTISER_STANDING_QUERY, fetchPolicy: "network-only" });
        return signInDestination(role, data ? isAdvertiser(data) : false);
      } catch {
        return signInDestination(role);
      }
    },
    [client],
  );
}
