import { messages as identityMessages } from "@highcotton/identity/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { AUTH_TOKEN_KEY } from "../lib/auth-token.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { RegisterPage } from "./register.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const registered = (role: string) => ({
  data: {
    register: {
      __typename: "RegisterPayload",
      token: "new-session-token",
      user: { __typename: "User", id: "u9", username: "budtender", role },
    },
  },
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const errorOf = (label: string) => {
  const field = input(label);
  const id = field.getAttribute("aria-describedby");
  return id?.endsWith("-error") ? document.getElementById(id)?.textContent : undefined;
};

function fillValid() {
  type("Username", "budtender");
  type("Email", "bud@example.com");
  type("Password", "secret123");
  type("Confirm password", "secret123");
}

describe("/register", () => {
  it("shows every field's mistake at once on send, in identity's words, and puts the cursor in the first", async () => {
    const calls = stubGraphql(() => registered("user"));
    renderPage("/register", <RegisterPage />);
    type("Email", "not-an-email");
    type("Password", "123");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(document.activeElement).toBe(input("Username")));
    expect(errorOf("Username")).toBe(identityMessages.usernameLength);
    expect(errorOf("Email")).toBe(identityMessages.emailInvalid);
    expect(errorOf("Password")).toBe(identityMessages.passwordLength);
    expect(errorOf("Confirm password")).toBe(identityMessages.passwordMismatch);
    for (const label of ["Username", "Email", "Password", "Confirm password"]) {
      expect(input(label).getAttribute("aria-invalid")).toBe("true");
    }
    expect(document.getElementById("register-email-error")?.getAttribute("aria-live")).toBe("polite");
    expect(calls("Register")).toHaveLength(0);

    // After the send, each message follows what is typed.
    type("Username", "budtender");
    expect(errorOf("Username")).toBeUndefined();
    expect(input("Username").getAttribute("aria-invalid")).toBeNull();
  });

  it("checks a field once it is left, not while it is first typed", () => {
    stubGraphql(() => registered("user"));
    renderPage("/register", <RegisterPage />);
    type("Username", "ab");
    expect(errorOf("Username")).toBeUndefined();
    fireEvent.blur(input("Username"));
    expect(errorOf("Username")).toBe(identityMessages.usernameLength);
    type("Username", "abc");
    expect(errorOf("Username")).toBeUndefined();

    // Passing through an empty field says nothing yet.
    fireEvent.blur(input("Email"));
    expect(errorOf("Email")).toBeUndefined();
  });

  it("shows a username already in use on the username field", async () => {
    stubGraphql(() => graphError(identityMessages.usernameTaken, "CONFLICT"));
    renderPage("/register", <RegisterPage />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(errorOf("Username")).toBe(identityMessages.usernameTaken));
    await waitFor(() => expect(document.activeElement).toBe(input("Username")));
    expect(errorOf("Email")).toBeUndefined();
    type("Username", "budtender2");
    expect(errorOf("Username")).toBeUndefined();
  });

  it("signs the new owner in and sends them to set up their store", async () => {
    const calls = stubGraphql(() => registered("dispensary"));
    renderPage("/register?accountType=dispensary", <RegisterPage />, { routePath: "/register" });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/onboard"));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("new-session-token");
    expect(requestBody(calls("Register")[0]).variables.input).toMatchObject({ username: "budtender", role: "dispensary" });
  });

  it("registers an advertiser as a consumer account and sends them to the advertiser application", async () => {
    const calls = stubGraphql(() => registered("user"));
    renderPage("/register?accountType=advertiser", <RegisterPage />, { routePath: "/register" });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/onboard-advertiser"));
    expect(requestBody(calls("Register")[0]).variables.input).toMatchObject({ role: "user" });
  });
});
