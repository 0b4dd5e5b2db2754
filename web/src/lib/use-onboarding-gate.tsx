import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { type ReactElement, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import type { CurrentUser } from "../graphql/identity.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "./browser-navigation.ts";
import { graphQLErrorMessage, hasErrorCode } from "./graphql-errors.ts";

export interface OnboardingGateOptions<TData> {
  /** The account type that sets this business up. */
  role: CurrentUser["role"];
  /** Shown to a signed-in account of any other type. */
  otherAccounts: (user: CurrentUser) => ReactElement;
  /** Asks for the signed-in account's own business. */
  query: TypedDocumentNode<TData, Record<string, never>>;
  /** The business the query found, if any. */
  existing: (data: TData) => unknown;
  /** Where a business that already exists is managed. */
  dashboard: string;
}

/**
 * SPEC §2 onboarding: a signed-out visitor goes to the login endpoint, another account type gets
 * its own notice, a business that already exists opens its dashboard, and a session that ran out
 * since the page loaded signs in again. Returns what to show instead of the sign-up form, or null
 * once the form is the thing to show.
 */
export function useOnboardingGate<TData>({
  role,
  otherAccounts,
  query,
  existing: find,
  dashboard,
}: OnboardingGateOptions<TData>): ReactElement | null {
  const signedIn = useSignInRequired();
  const { user } = useAuth();
  const allowed = signedIn && user?.role === role;
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(query, { skip: !allowed });
  const existing = allowed && data !== undefined ? Boolean(find(data)) : false;
  const signedOut = allowed && hasErrorCode(error, "UNAUTHENTICATED");

  useEffect(() => {
    if (existing) navigate(dashboard, { replace: true });
  }, [existing, dashboard, navigate]);
  useEffect(() => {
    // The session ran out since the page loaded: sign in again.
    if (signedOut) browserNavigation.assign(LOGIN_ENDPOINT);
  }, [signedOut]);

  if (!signedIn || !user) return <LoadingPanel label="Redirecting to sign in..." />;
  if (!allowed) return otherAccounts(user);
  if (loading && !data) return <LoadingPanel />;
  if (existing) return <LoadingPanel label="Opening your dashboard..." />;
  if (signedOut) return <LoadingPanel label="Redirecting to sign in..." />;
  if (error && !data) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return null;
}
