import { createContext, useContext } from "react";
import type { CurrentUser } from "../graphql/identity.ts";

export interface AuthContextValue {
  /** The signed-in user, or null when signed out. */
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** True only until the first answer about the user arrives. */
  isLoading: boolean;
  /** Re-reads the user from the server (after a token was stored). */
  refreshUser: () => Promise<CurrentUser | null>;
  /** SPEC §4: removes the token, clears cached data and navigates to /login. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The current user and the sign-in helpers. Must be used inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
