import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { NotFoundPage } from "./not-found.tsx";

afterEach(cleanup);

describe("an unknown path", () => {
  it("says the page is not there, without a developer's hint, and links to the marketplace and home", () => {
    renderPage("/no-such-page", <NotFoundPage />, { routePath: "*" });
    screen.getByRole("heading", { level: 1, name: "Page Not Found" });
    expect(screen.queryByText(/router/i)).toBeNull();
    expect(screen.getByRole("link", { name: "Browse the marketplace" }).getAttribute("href")).toBe("/marketplace");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});
