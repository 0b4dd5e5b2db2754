import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import { StoreMentions } from "./store-mentions.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = userWithRole("dispensary");
const mention = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: "DispensaryMention",
  id,
  brandName: null,
  productName: null,
  postText: `Mention ${id}`,
  likesCount: 0,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});
const answer = (mentions: unknown[]) => ({
  data: { myDispensary: { __typename: "Dispensary", id: "store-1", mentions } },
});

describe("the dashboard's community mentions", () => {
  it("lists each mention's brand and product badges, text, time and likes, with a link to the society", async () => {
    const calls = stubGraphql(() =>
      answer([
        mention("m1", { brandName: "Leafy", productName: "Blue Dream", postText: "Got it at Cotton Club", likesCount: 3 }),
        mention("m2", { likesCount: 1 }),
      ]),
    );
    renderPage("/dashboard", <StoreMentions storeName="Cotton Club" />, { user: owner });
    const panel = screen.getByRole("region", { name: "Community Mentions" });
    const first = (await within(panel).findByText("Got it at Cotton Club")).closest("li") as HTMLElement;
    within(first).getByText("Leafy");
    within(first).getByText("Blue Dream");
    within(first).getByText("3 hours ago");
    within(first).getByText("3 likes");
    within(panel).getByText("1 like");
    expect(within(panel).getByRole("link", { name: "Visit the Society" }).getAttribute("href")).toBe("/society");
    expect(JSON.parse(String(calls("StoreMentions")[0]?.[1].body)).variables).toEqual({ first: 10 });
  });

  it("says when there are none yet", async () => {
    stubGraphql(() => answer([]));
    renderPage("/dashboard", <StoreMentions storeName="Cotton Club" />, { user: owner });
    await screen.findByText("No mentions yet");
    screen.getByText(/When customers post about Cotton Club in the Society/);
  });
});
