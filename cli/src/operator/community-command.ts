import type { OperatorGraph } from "./operator-graph.ts";
import { UsageError } from "./usage-error.ts";

export const COMMUNITY_USAGE = `Usage: highcotton community <command>

  queue                                 list reported posts and comments, reported longest ago first
  hide <type> <id> <reason…>            hide one (type: post, comment, feed_post or feed_comment)
  restore <type> <id> <reason…>         show it again, or dismiss the reports of a visible one

  A decision reviews the item: the reports made until then count no more. The reason is kept in
  the audit. They talk to the running system at HIGHCOTTON_URL (else PUBLIC_URL, else
  http://localhost:PORT) and sign as an operator with the system's key.
`;

const CONTENT_TYPES = ["post", "comment", "feed_post", "feed_comment"];
/** How much of an item's text a line shows. */
const TEXT_SHOWN = 160;

interface QueueRow {
  contentType: string;
  contentId: string;
  text: string;
  hidden: boolean;
  reportsCount: number;
  reportersCount: number;
  establishedReportersCount: number;
  reasons: Array<{ reason: string; count: number }>;
  firstReportedAt: string;
}

const QUEUE = `query ModerationQueue {
  moderationQueue { contentType contentId text hidden reportsCount reportersCount establishedReportersCount
    reasons { reason count } firstReportedAt }
}`;
const DECIDE = {
  hide: `mutation HideCommunityContent($input: ModerateContentInput!) { hideCommunityContent(input: $input) { hidden } }`,
  restore: `mutation RestoreCommunityContent($input: ModerateContentInput!) { restoreCommunityContent(input: $input) { hidden } }`,
};

/** A member's words on one terminal line: control and format characters as \u{…}, line breaks as spaces. */
const shown = (text: string) =>
  text.replace(/\s+/g, " ").replace(/[\p{Cc}\p{Cf}]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16) ?? ""}}`);

const lineOf = (item: QueueRow) => {
  const reasons = item.reasons.map(({ reason, count }) => `${reason} ×${count}`).join(", ") || "no reason given";
  const text = item.text.length > TEXT_SHOWN ? `${item.text.slice(0, TEXT_SHOWN)}…` : item.text || "(images only)";
  return `${item.contentType} ${item.contentId}${item.hidden ? "  HIDDEN" : ""}  ${item.reportsCount} reports from ${item.reportersCount} addresses (${item.establishedReportersCount} established)  ${reasons}  first reported ${item.firstReportedAt}\n    ${shown(text)}`;
};

/** `highcotton community …`: an operator's review of reported content. Answers the lines to print. */
export async function runCommunityCommand(args: string[], graph: () => OperatorGraph): Promise<string> {
  const [command, contentType, contentId, ...reasonWords] = args;
  if (command === "queue" && !contentType) {
    const { moderationQueue } = await graph()<{ moderationQueue: QueueRow[] }>(QUEUE);
    if (moderationQueue.length === 0) return "Nothing is waiting for review.\n";
    return `${moderationQueue.map(lineOf).join("\n")}\n`;
  }
  const reason = reasonWords.join(" ").trim();
  if (
    (command === "hide" || command === "restore") &&
    contentType &&
    CONTENT_TYPES.includes(contentType) &&
    contentId &&
    reason
  ) {
    const input = { contentType, contentId, reason };
    const answer = await graph()<Record<string, { hidden: boolean }>>(DECIDE[command], { input });
    const hidden = Object.values(answer)[0]?.hidden;
    return `${contentType} ${contentId} is ${hidden ? "hidden" : "visible"}; its reports so far are reviewed.\n`;
  }
  throw new UsageError(COMMUNITY_USAGE);
}
