import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { Toaster } from "../components/ui/toaster.tsx";
import { createApolloClient } from "../lib/apollo-client.ts";
import { AUTH_TOKEN_KEY } from "../lib/auth-token.ts";
import { LoginPage } from "../pages/login.tsx";
import { useAuth } from "./auth-context.ts";
import { AuthProvider } from "./auth-provider.tsx";

type Handler = (operationName: string, variables: Record<string, unknown>) => unknown;

function stubGraphql(handler: Handler) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
    return new Response(JSON.stringify(handler(body.operationName, body.variables)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const mary = {
  __typename: "User",
  id: "u1",
  username: "mary",
  email: "m@x.io",
  firstName: null,
  lastName: null,
  role: "merchant",
};

function Whoami() {
  const { user, logout } = useAuth();
  return (
    <div>
      <p>{user ? `signed in as ${user.username}` : "signed out"}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}

function renderApp(path: string) {
  const client = createApolloClient("http://localhost/graphql");
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Whoami />} />
          </Routes>
        </AuthProvider>
        <Toaster />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe("<AuthProvider>", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
  });

  it("shows 'Loading...' until the user is known", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "good");
    stubGraphql(() => ({ data: { me: mary } }));
    renderApp("/home");
    expect(screen.getByText("Loading...")).toBeTruthy();
    await screen.findByText("signed in as mary");
  });

  it("asks nobody who is signed in when no token is stored", async () => {
    const fetchMock = stubGraphql(() => ({ data: { me: mary } }));
    renderApp("/home");
    await screen.findByText("signed out");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats an UNAUTHENTICATED answer as signed out and removes the token", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "forged");
    stubGraphql(() => ({ data: { me: null }, errors: [{ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } }] }));
    renderApp("/home");
    await screen.findByText("signed out");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("logout removes the token, clears cached data and goes to /login", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "good");
    stubGraphql(() => ({ data: { me: mary } }));
    renderApp("/home");
    await screen.findByText("signed in as mary");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await screen.findByRole("heading", { name: "Login" });
  });

  it("login stores the token, says 'Login successful' and redirects by role", async () => {
    let signedIn = false;
    const fetchMock = stubGraphql((op, variables) => {
      if (op === "Login") {
        expect(variables).toEqual({ input: { username: "mary", password: "secret1" } });
        signedIn = true;
        return {
          data: {
            login: {
              __typename: "LoginPayload",
              token: "jwt-1",
              user: { __typename: "User", id: "u1", username: "mary", role: "merchant" },
            },
          },
        };
      }
      return { data: { me: signedIn ? mary : null } };
    });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Login" });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "mary" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret1" } });
    fireEvent.submit(screen.getByLabelText("Username").closest("form") as HTMLFormElement);
    await screen.findByText("signed in as mary");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("jwt-1");
    expect(screen.getAllByText("Login successful").length).toBeGreaterThan(0);
    const lastCall = fetchMock.mock.calls.at(-1);
    expect(new Headers(lastCall?.[1].headers).get("authorization")).toBe("Bearer jwt-1");
  });

  it("a failed login shows SPEC's messages and stays", async () => {
    stubGraphql((op) =>
      op === "Login"
        ? { data: null, errors: [{ message: "Invalid username or password", extensions: { code: "UNAUTHENTICATED" } }] }
        : { data: { me: null } },
    );
    renderApp("/login");
    await screen.findByRole("heading", { name: "Login" });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "mary" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.submit(screen.getByLabelText("Username").closest("form") as HTMLFormElement);
    await waitFor(() => expect(screen.getAllByText("Login failed").length).toBeGreaterThan(0));
    expect(screen.getAllByText("Invalid username or password").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Login" })).toBeTruthy();
  });
});
