import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Avatar } from "./avatar.tsx";
import { ReactionButton } from "./reaction-button.tsx";

/** A post's card, named by its author's line (`authorId`). */
export function PostArticle({ authorId, children }: { authorId: string; children: ReactNode }) {
  // Off-screen cards skip rendering; they stand in with a height only. An intrinsic width too
  // would widen the list's column past a phone's screen until every card had been scrolled by,
  // and so would a width remembered from a wider window: the lists' columns are minmax(0, 1fr)
  // (grid-cols-1), never wider than the screen whatever a skipped card reports.
  return (
    <article
      aria-labelledby={authorId}
      className="rounded-3xl border border-cream-100/10 bg-forest-900/70 p-4 [contain-intrinsic-block-size:auto_28rem] [content-visibility:auto] sm:p-6"
    >
      {children}
    </article>
  );
}

/** A post's top line: the author's avatar and name, `details` under it (time, place), and its Report link. */
export function PostHeader({
  authorId,
  author,
  avatarUrl,
  details,
  report,
}: {
  authorId: string;
  author: string;
  avatarUrl?: string | null;
  details: ReactNode;
  report: ReactNode;
}) {
  return (
    <header className="flex items-start gap-3">
      <Avatar name={author} url={avatarUrl} />
      <div className="min-w-0 flex-1">
        <p id={authorId} className="truncate font-bold text-cream-50">
          {author}
        </p>
        {details}
      </div>
      {report}
    </header>
  );
}

/** A post's photo at list size; pressing it opens the photo large. */
export function PostPhoto({
  src,
  alt,
  label,
  onOpen,
  className,
  imageClassName,
}: {
  src: string;
  alt: string;
  label: string;
  onOpen: () => void;
  className: string;
  imageClassName: string;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className={cn("w-full cursor-zoom-in overflow-hidden rounded-2xl bg-ink/50", className)}
    >
      <img src={src} alt={alt} loading="lazy" decoding="async" className={imageClassName} />
    </button>
  );
}

/** A post's reaction buttons (`children`), then the one that opens and closes its comments. */
export function PostActions({
  children,
  commentsCount,
  commentsOpen,
  onToggleComments,
}: {
  children: ReactNode;
  commentsCount: number;
  commentsOpen: boolean;
  onToggleComments: () => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {children}
      <ReactionButton
        icon={MessageCircle}
        label="Comments"
        count={commentsCount}
        expanded={commentsOpen}
        onClick={onToggleComments}
      />
    </div>
  );
}
