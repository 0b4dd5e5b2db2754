import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { MessageCircle, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { COMMENT_ON_FEED_POST_MUTATION, type FeedPost, TOGGLE_FEED_POST_LIKE_MUTATION } from "../../graphql/community.ts";
import { cn } from "../../lib/cn.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import { Avatar } from "./avatar.tsx";
import { CommentInput } from "./comment-input.tsx";
import { ImageZoom } from "./image-zoom.tsx";
import { ReactionButton } from "./reaction-button.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { ReportButton } from "./report-button.tsx";

/**
 * One feed post (SPEC §2 /feed): username, time, text, its images, a like toggle whose highlight
 * follows the server's reply, and comments that expand with a box to add one.
 */
export function FeedPostCard({ post, onChanged }: { post: FeedPost; onChanged: () => void }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const [toggleLike, { loading: liking }] = useMutation(TOGGLE_FEED_POST_LIKE_MUTATION);
  const [comment] = useMutation(COMMENT_ON_FEED_POST_MUTATION);
  const username = post.user.username;
  const postCache = { __typename: "FeedPost", id: post.id } as const;
  const authorId = `feed-${post.id}-author`;

  const like = async () => {
    try {
      await toggleLike({
        variables: { postId: post.id },
        update(cache, { data }) {
          const reply = data?.toggleFeedPostLike;
          if (!reply) return;
          cache.modify({
            id: cache.identify(postCache),
            fields: { isLiked: () => reply.liked, likesCount: () => reply.likesCount },
          });
        },
      });
      onChanged();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Your like wasn't saved" });
    }
  };

  const send = async (content: string): Promise<boolean> => {
    try {
      await comment({
        variables: { postId: post.id, content },
        update(cache, { data }) {
          const made = data?.commentOnFeedPost;
          if (!made) return;
          cache.modify({
            id: cache.identify(postCache),
            fields: {
              commentsCount: (count: number) => count + 1,
              comments: (existing: readonly Reference[], { toReference }) => {
                const added = toReference(made, true);
                return added && !existing.some((ref) => ref.__ref === added.__ref) ? [...existing, added] : existing;
              },
            },
          });
        },
      });
      onChanged();
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Your comment wasn't posted" });
      return false;
    }
  };

  const shown = post.thumbnailUrls.length > 0 ? post.thumbnailUrls : post.imageUrls;
  // Off-screen cards skip rendering; they stand in with a height only. An intrinsic width too
  // would widen the list's column past a phone's screen until every card had been scrolled by.
  return (
    <article
      aria-labelledby={authorId}
      className="rounded-3xl border border-cream-100/10 bg-forest-900/70 p-4 [contain-intrinsic-block-size:auto_28rem] [content-visibility:auto] sm:p-6"
    >
      <header className="flex items-start gap-3">
        <Avatar name={username} />
        <div className="min-w-0 flex-1">
          <p id={authorId} className="truncate font-bold text-cream-50">
            {username}
          </p>
          <RelativeTime iso={post.createdAt} className="text-xs text-cream-100/55" />
        </div>
        <ReportButton contentType="feed_post" contentId={post.id} onHidden={onChanged} />
      </header>

      {post.content ? <p className="mt-4 break-words whitespace-pre-wrap text-cream-100/90">{post.content}</p> : null}

      {shown.length > 0 ? (
        <ul aria-label="Images" className={cn("mt-4 grid gap-2", shown.length > 1 && "grid-cols-2")}>
          {shown.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setZoomed(index)}
                aria-label={`Open ${index + 1} of ${shown.length}`}
                className="block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-ink/50"
              >
                <img
                  src={url}
                  alt={`${index + 1} of ${shown.length}, shared by ${username}`}
                  loading="lazy"
                  decoding="async"
                  className={cn("w-full object-cover", shown.length > 1 ? "aspect-square" : "max-h-96 object-contain")}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ReactionButton
          icon={ThumbsUp}
          label="Like"
          count={post.likesCount}
          pressed={post.isLiked}
          disabled={liking}
          onClick={() => void like()}
        />
        <ReactionButton
          icon={MessageCircle}
          label="Comments"
          count={post.commentsCount}
          expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        />
      </div>

      {commentsOpen ? (
        <section aria-label="Comments" className="mt-4 grid gap-4 border-t border-cream-100/8 pt-4">
          {post.comments.length === 0 ? (
            <p className="text-sm text-cream-100/55">No comments yet. Start the conversation.</p>
          ) : (
            <ul className="grid gap-3">
              {post.comments.map((item) => (
                <li key={item.id} className="flex gap-3">
                  <Avatar name={item.user.username} size="sm" />
                  <div className="min-w-0 flex-1 rounded-2xl bg-ink/40 px-3.5 py-2.5">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                      <span className="font-bold text-cream-50">{item.user.username}</span>
                      <RelativeTime iso={item.createdAt} className="text-cream-100/45" />
                      <ReportButton
                        contentType="feed_comment"
                        contentId={item.id}
                        onHidden={onChanged}
                        className="-my-1 ml-auto -mr-2"
                      />
                    </p>
                    <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-cream-100/85">{item.content}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <CommentInput id={`feed-comment-${post.id}`} onSend={send} />
        </section>
      ) : null}

      {zoomed !== null ? (
        <ImageZoom
          src={post.imageUrls[zoomed] ?? shown[zoomed] ?? ""}
          alt={`${zoomed + 1} of ${shown.length}, shared by ${username}`}
          onClose={() => setZoomed(null)}
        />
      ) : null}
    </article>
  );
}
