import { afterEach, describe, expect, it } from "vitest";
import { UsageError } from "../src/operator/ads-command.ts";
import { runCommunityCommand } from "../src/operator/community-command.ts";

const item = {
  contentType: "post",
  contentId: "0b6c3f4e-8f0a-4b8e-9a57-6c1f2f8d9e10",
  text: "Cheap pills\nDM me\u202e",
  hidden: true,
  reportsCount: 4,
  reportersCount: 3,
  establishedReportersCount: 3,
  reasons: [{ reason: "illegal_sale", count: 3 }],
  firstReportedAt: "2026-11-20T10:00:00.000Z",
};

describe("highcotton community", () => {
  const calls: Array<{ query: string; variables?: Record<string, unknown> }> = [];
  const graph = (answer: unknown) => () => async (query: string, variables?: Record<string, unknown>) => {
    calls.push({ query, variables });
    return answer as never;
  };
  afterEach(() => {
    calls.length = 0;
  });

  it("lists the queue, one item per entry with its counts and reasons, its text on one safe line", async () => {
    const listed = await runCommunityCommand(["queue"], graph({ moderationQueue: [item] }));
    expect(listed).toContain(
      `post ${item.contentId}  HIDDEN  4 reports from 3 addresses (3 established)  illegal_sale ×3  first reported 2026-11-20T10:00:00.000Z`,
    );
    expect(listed).toContain("    Cheap pills DM me\\u{202e}\n");
    expect(await runCommunityCommand(["queue"], graph({ moderationQueue: [] }))).toBe("Nothing is waiting for review.\n");
  });

  it("hides and restores with the reason given", async () => {
    const hidden = await runCommunityCommand(
      ["hide", "post", item.contentId, "Sells", "pills"],
      graph({ hideCommunityContent: { hidden: true } }),
    );
    expect(hidden).toBe(`post ${item.contentId} is hidden; its reports so far are reviewed.\n`);
    expect(calls[0]?.variables).toEqual({ input: { contentType: "post", contentId: item.contentId, reason: "Sells pills" } });
    expect(calls[0]?.query).toContain("hideCommunityContent");
    const restored = await runCommunityCommand(
      ["restore", "comment", item.contentId, "Fine"],
      graph({ restoreCommunityContent: { hidden: false } }),
    );
    expect(restored).toBe(`comment ${item.contentId} is visible; its reports so far are reviewed.\n`);
  });

  it("answers the usage for anything else, a decision without a reason included, calling nothing", async () => {
    for (const args of [[], ["hide", "post", item.contentId], ["hide", "story", item.contentId, "why"], ["queue", "extra"]]) {
      await expect(runCommunityCommand(args, graph({}))).rejects.toBeInstanceOf(UsageError);
    }
    expect(calls).toEqual([]);
  });
});
