import type { ReactNode } from "react";
import type { ReportableContent } from "../../graphql/community.ts";
import { Avatar } from "./avatar.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { ReportButton } from "./report-button.tsx";

/** One comment as a post's list shows it. */
export interface ListedComment {
  id: string;
  author: string;
  avatarUrl?: string | null;
  createdAt: string;
  text: string;
}

/** The opened comments of a post, under a rule: the list (or its state), then the box to add one. */
export function CommentsPanel({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Comments" className="mt-4 grid gap-4 border-t border-cream-100/8 pt-4">
      {children}
    </section>
  );
}

/**
 * A post's comments, oldest first: each author's avatar, name, time and text with a Report link,
 * or a line inviting the first one.
 */
export function CommentList({
  comments,
  contentType,
  sessionId,
  onHidden,
}: {
  comments: readonly ListedComment[];
  contentType: Extract<ReportableContent, "comment" | "feed_comment">;
  sessionId?: string;
  onHidden: () => void;
}) {
  if (comments.length === 0) return <p className="text-sm text-cream-100/55">No comments yet. Start the conversation.</p>;
  return (
    <ul className="grid gap-3">
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-3">
          <Avatar name={comment.author} url={comment.avatarUrl} size="sm" />
          <div className="min-w-0 flex-1 rounded-2xl bg-ink/40 px-3.5 py-2.5">
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
              <span className="font-bold text-cream-50">{comment.author}</span>
              <RelativeTime iso={comment.createdAt} className="text-cream-100/60" />
              <ReportButton
                contentType={contentType}
                contentId={comment.id}
                sessionId={sessionId}
                onHidden={onHidden}
                className="-my-1 ml-auto -mr-2"
              />
            </p>
            <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-cream-100/85">{comment.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
