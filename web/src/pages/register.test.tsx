import { labels as identityLabels, messages as identityMessages } from "@highcotton/identity/contract";
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
  type(identityLabels.username, "budtender");
  type(identityLabels.email, "bud@example.com");
  type(identityLabels.password, "secret123");
  type(identityLabels.confirmPassword, "secret123");
}

describe("/register", () => {
  it("shows every field's mistake at once on send, in identity's words, and puts the cursor in the first", async () => {
    const calls = stubGraphql(() => registered("user"));
    renderPage("/register", <RegisterPage />);
    type(identityLabels.email, "not-an-email");
    type(identityLabels.password, "123");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(document.activeElement).toBe(input(identityLabels.username)));
    expect(errorOf(identityLabels.username)).toBe(identityMessages.usernameLength);
    expect(errorOf(identityLabels.email)).toBe(identityMessages.emailInvalid);
    expect(errorOf(identityLabels.password)).toBe(identityMessages.passwordLength);
    expect(errorOf(identityLabels.confirmPassword)).toBe(identityMessages.passwordMismatch);
    for (const label of [
      identityLabels.username,
      identityLabels.email,
      identityLabels.password,
      identityLabels.confirmPassword,
    ]) {
      expect(input(label).getAttribute("aria-invalid")).toBe("true");
    }
    expect(document.getElementById("register-email-error")?.getAttribute("aria-live")).toBe("polite");
    expect(calls("Register")).toHaveLength(0);

    // After the send, each message follows what is typed.
    type(identityLabels.username, "budtender");
    expect(errorOf(identityLabels.username)).toBeUndefined();
    expect(input(identityLabels.username).getAttribute("aria-invalid")).toBeNull();
  });

  it("checks a field once it is left, not while it is first typed", () => {
    stubGraphql(() => registered("user"));
    renderPage("/register", <RegisterPage />);
    type(identityLabels.username, "ab");
    expect(errorOf(identityLabels.username)).toBeUndefined();
    fireEvent.blur(input(identityLabels.username));
    expect(errorOf(identityLabels.username)).toBe(identityMessages.usernameLength);
    type(identityLabels.username, "abc");
    expect(errorOf(identityLabels.username)).toBeUndefined();

    // Passing through an empty field says nothing yet.
    fireEvent.blur(input(identityLabels.email));
    expect(errorOf(identityLabels.email)).toBeUndefined();
  });

  it("shows a username already in use on the username field", async () => {
    stubGraphql(() => graphError(identityMessages.usernameTaken, "CONFLICT"));
    renderPage("/register", <RegisterPage />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(errorOf(identityLabels.username)).toBe(identityMessages.usernameTaken));
    await waitFor(() => expect(document.activeElement).toBe(input(identityLabels.username)));
    expect(errorOf(identityLabels.email)).toBeUndefined();
    type(identityLabels.username, "budtender2");
    expect(errorOf(identityLabels.username)).toBeUndefined();
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
