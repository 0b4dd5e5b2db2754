import { messages } from "@highcotton/community/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import ModerationQueuePanel from "./moderation-queue-panel.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const operator = userWithRole("operator");
const item = (contentId: string, overrides: Record<string, unknown> = {}) => ({
  __typename: "ModerationQueueItem",
  contentType: "post",
  contentId,
  text: `Post ${contentId}`,
  imageUrl: null,
  createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
  hidden: false,
  reportsCount: 2,
  reportersCount: 2,
  establishedReportersCount: 0,
  reasons: [{ __typename: "ReportReasonCount", reason: "spam", count: 2 }],
  firstReportedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});

describe("the moderation queue panel", () => {
  it("lists reported content with its counts and reasons, and hides an item with the reason typed", async () => {
    let decided = false;
    const calls = stubGraphql((operation) => {
      if (operation === "HideCommunityContent") {
        decided = true;
        return { data: { hideCommunityContent: { __typename: "ModeratedContent", contentId: "p1", hidden: true } } };
      }
      const queue = decided ? [item("p2")] : [item("p1"), item("p2", { contentType: "feed_comment", hidden: true })];
      return { data: { moderationQueue: queue } };
    });
    renderPage("/admin", <ModerationQueuePanel />, { user: operator });
    const first = await screen.findByRole("listitem", { name: "Society post p1" });
    within(first).getByText("Post p1");
    within(first).getByText("2 reports from 2 addresses, 0 established");
    within(first).getByText("spam × 2");
    within(first).getByText("first reported 3 hours ago");
    const hidden = screen.getByRole("listitem", { name: "Feed comment p2" });
    within(hidden).getByText("Hidden");
    within(hidden).getByRole("button", { name: "Restore" });

    // No reason, no decision.
    const hide = within(first).getByRole("button", { name: "Hide" });
    expect((hide as HTMLButtonElement).disabled).toBe(true);
    within(first).getByText(messages.moderationReasonRequired);
    fireEvent.change(within(first).getByLabelText("Reason (kept in the audit)"), { target: { value: "  Spam links  " } });
    fireEvent.click(hide);

    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Society post p1" })).toBeNull());
    expect(requestBody(calls("HideCommunityContent")[0]).variables).toEqual({
      input: { contentType: "post", contentId: "p1", reason: "Spam links" },
    });
  });

  it("says when there is nothing to review, and shows the server's refusal", async () => {
    stubGraphql(() => ({ data: { moderationQueue: [] } }));
    renderPage("/admin", <ModerationQueuePanel />, { user: operator });
    await screen.findByText("Nothing to review.");
    cleanup();

    stubGraphql(() => ({
      data: null,
      errors: [{ message: messages.operatorsOnly, extensions: { code: "FORBIDDEN" } }],
    }));
    renderPage("/admin", <ModerationQueuePanel />, { user: userWithRole("user") });
    expect((await screen.findByRole("alert")).textContent).toBe(messages.operatorsOnly);
  });
});
