import { labels as identityLabels, messages as identityMessages } from "@highcotton/identity/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { LoginPage } from "./login.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const signedIn = {
  data: {
    login: { __typename: "LoginPayload", token: "t", user: { __typename: "User", id: "u1", username: "ops", role: "operator" } },
  },
};

describe("/login with an operator's one-time password", () => {
  it("asks for a new password, sends it with the one-time password, and opens the console", async () => {
    const calls = stubGraphql((_op, variables) => {
      const input = variables.input as { newPassword?: string };
      return input.newPassword ? signedIn : graphError(identityMessages.newPasswordRequired, "FORBIDDEN");
    });
    renderPage("/login", <LoginPage />);
    fireEvent.change(screen.getByLabelText(identityLabels.username), { target: { value: "ops" } });
    fireEvent.change(screen.getByLabelText(identityLabels.password), { target: { value: "one-time-secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));

    await screen.findByText(identityMessages.newPasswordRequired);
    fireEvent.change(screen.getByLabelText(identityLabels.newPassword), { target: { value: "my own secret" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "my own secrets" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    screen.getByText(identityMessages.passwordMismatch);
    expect(calls("Login")).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "my own secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
    expect(requestBody(calls("Login")[1]).variables.input).toEqual({
      username: "ops",
      password: "one-time-secret",
      newPassword: "my own secret",
    });
    // Two sign-ins and five typed fields: slow on a busy machine.
  }, 20_000);

  it("shows why an expired one-time password is refused", async () => {
    stubGraphql(() => graphError(identityMessages.oneTimePasswordExpired, "FORBIDDEN"));
    renderPage("/login", <LoginPage />);
    fireEvent.change(screen.getByLabelText(identityLabels.username), { target: { value: "ops" } });
    fireEvent.change(screen.getByLabelText(identityLabels.password), { target: { value: "one-time-secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findAllByText(identityMessages.oneTimePasswordExpired)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(identityLabels.newPassword)).toBeNull();
  });
});
