import { ApolloProvider } from "@apollo/client/react";
import { render, screen } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { AuthContext, type AuthContextValue } from "../auth/auth-context.ts";
import { AgeGate } from "../components/age-gate.tsx";
import { Toaster } from "../components/ui/toaster.tsx";
import type { CurrentUser, Role } from "../graphql/identity.ts";
import { recordAgeVerification } from "../lib/age-verification.ts";
import { createApolloClient } from "../lib/apollo-client.ts";

/** Answers the app's GraphQL requests by operation name; returns a reader of the calls made. */
export function stubGraphql(handler: (operationName: string, variables: Record<string, unknown>) => unknown) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
    return new Response(JSON.stringify(handler(body.operationName, body.variables)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return (op: string) => fetchMock.mock.calls.filter(([, init]) => JSON.parse(String(init.body)).operationName === op);
}

export function userWithRole(role: Role): CurrentUser {
  return { id: "u1", username: "mary", email: "m@x.io", firstName: null, lastName: null, role };
}

function authFor(user: CurrentUser | null, logout: () => Promise<void>): AuthContextValue {
  return { user, isAuthenticated: user !== null, isLoading: false, refreshUser: async () => user, logout };
}

/** Shows where the router is, so tests can follow navigations. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders one page inside the providers the app gives it, at `path`. A visitor who has passed the
 * age gate is assumed, so pieces of the shell that read it (the footer) work too.
 */
export function renderPage(
  path: string,
  element: ReactNode,
  {
    user = null as CurrentUser | null,
    routePath = path,
    logout = async () => {},
    client = createApolloClient("http://localhost/graphql"),
  } = {},
) {
  recordAgeVerification();
  return render(
    <StrictMode>
      <ApolloProvider client={client}>
        <AuthContext.Provider value={authFor(user, logout)}>
          <MemoryRouter initialEntries={[path]}>
            <AgeGate>
              <Routes>
                <Route path={routePath} element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </AgeGate>
            <Where />
            <Toaster />
          </MemoryRouter>
        </AuthContext.Provider>
      </ApolloProvider>
    </StrictMode>,
  );
}

/** The JSON body of one recorded GraphQL call (from `stubGraphql`'s reader); fails when there is none. */
export function requestBody(call: unknown[] | undefined): { operationName: string; variables: Record<string, unknown> } {
  const init = call?.[1] as RequestInit | undefined;
  if (!init) throw new Error("no such GraphQL call was made");
  return JSON.parse(String(init.body));
}

/** The toast whose title is `title` (the page's <Toaster> shows one at a time); its data-variant says its kind. */
export function toastTitled(title: string): HTMLElement {
  return screen.getByText(title, { exact: true }).closest("[data-variant]") as HTMLElement;
}
