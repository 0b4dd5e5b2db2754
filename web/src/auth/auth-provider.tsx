import { useApolloClient, useQuery } from "@apollo/client/react";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { type CurrentUser, ME_QUERY } from "../graphql/identity.ts";
import { getAuthToken, removeAuthToken } from "../lib/auth-token.ts";
import { AuthContext, type AuthContextValue } from "./auth-context.ts";
import { revokeSession } from "./revoke-session.ts";

/**
 * Asks the graph who is signed in (`me`) and shares the answer. An expired or forged token is
 * removed by the Apollo error link and ends here as "signed out"; a server that cannot be reached
 * also counts as signed out rather than blocking the storefront.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  // Signing in is a bearer token and nothing else: with none stored, nobody is signed in, so the
  // app opens without a round trip to ask (a shopper's first visit waited for it before showing
  // the page). Signing in stores a token and refetches `me` (refreshUser).
  useState(() => {
    if (!getAuthToken() && !client.readQuery({ query: ME_QUERY })) client.writeQuery({ query: ME_QUERY, data: { me: null } });
  });
  const { data, loading } = useQuery(ME_QUERY);
  const [settled, setSettled] = useState(false);
  // The first answer reveals the whole app (bar, page, footer): rendered as a transition, in
  // slices that let the browser paint and handle input between them, not as one long task.
  useEffect(() => {
    if (!loading && !settled) startTransition(() => setSettled(true));
  }, [loading, settled]);

  const user = data?.me ?? null;
  const isLoading = !settled;

  const refreshUser = useCallback(async (): Promise<CurrentUser | null> => {
    try {
      // Refetching the watched query (not a separate one) so every useAuth() reader updates,
      // including after an earlier UNAUTHENTICATED answer left it in an error state.
      await client.refetchQueries({ include: [ME_QUERY] });
      return client.readQuery({ query: ME_QUERY })?.me ?? null;
    } catch {
      return null;
    }
  }, [client]);

  const logout = useCallback(async () => {
    await revokeSession();
    removeAuthToken();
    await client.clearStore();
    client.writeQuery({ query: ME_QUERY, data: { me: null } });
    navigate("/login");
  }, [client, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, refreshUser, logout }),
    [user, isLoading, refreshUser, logout],
  );

  if (isLoading) return <LoadingScreen />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
