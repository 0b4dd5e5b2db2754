import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CommunitySection } from "./community-section.tsx";

describe("the landing page's community section", () => {
  it("leads to the society and to the feed", () => {
    render(
      <MemoryRouter>
        <CommunitySection />
      </MemoryRouter>,
    );
    const section = screen.getByRole("region", { name: "Smoke and tell." });
    expect(within(section).getByRole("link", { name: "Visit the Society" }).getAttribute("href")).toBe("/society");
    expect(within(section).getByRole("link", { name: "Open the Feed" }).getAttribute("href")).toBe("/feed");
  });
});
