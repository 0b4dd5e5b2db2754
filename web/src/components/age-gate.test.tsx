import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AGE_VERIFICATION_KEY, recordAgeVerification } from "../lib/age-verification.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { AgeGate } from "./age-gate.tsx";

const ERROR = "You must confirm you are 21 or older to continue";

function renderGate() {
  return render(
    <AgeGate>
      <p>The storefront</p>
    </AgeGate>,
  );
}

describe("<AgeGate>", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the gate with SPEC's texts when unverified", () => {
    renderGate();
    expect(screen.getByRole("heading", { name: "Age Verification Required" })).toBeTruthy();
    expect(screen.getByText("You must be 21 years or older to access this website")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Cannabis warning" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "I am under 21 - Exit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "I am 21 or older - Enter" })).toBeTruthy();
    expect(screen.queryByText("The storefront")).toBeNull();
  });

  it("shows the error and stays when Enter is pressed unticked", () => {
    renderGate();
    fireEvent.click(screen.getByRole("button", { name: "I am 21 or older - Enter" }));
    expect(screen.getByRole("alert").textContent).toBe(ERROR);
    expect(screen.queryByText("The storefront")).toBeNull();
    expect(localStorage.getItem(AGE_VERIFICATION_KEY)).toBeNull();
  });

  it("clears the error when the tick changes, and enters once ticked", () => {
    renderGate();
    fireEvent.click(screen.getByRole("button", { name: "I am 21 or older - Enter" }));
    expect(screen.queryByText(ERROR)).not.toBeNull();

    fireEvent.click(screen.getByRole("checkbox"));
    expect(screen.queryByText(ERROR)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "I am 21 or older - Enter" }));
    expect(screen.getByText("The storefront")).toBeTruthy();
    const record = JSON.parse(localStorage.getItem(AGE_VERIFICATION_KEY) ?? "null");
    expect(record.verified).toBe(true);
    expect(Date.parse(record.expiresAt) - Date.parse(record.timestamp)).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("leaves for https://www.google.com on Exit", () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderGate();
    fireEvent.click(screen.getByRole("button", { name: "I am under 21 - Exit" }));
    expect(assign).toHaveBeenCalledWith("https://www.google.com");
  });

  it("skips the gate for a stored, unexpired confirmation", async () => {
    recordAgeVerification();
    await act(async () => {
      renderGate();
    });
    expect(screen.getByText("The storefront")).toBeTruthy();
  });
});
