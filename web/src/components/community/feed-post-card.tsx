import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { COMMENT_ON_FEED_POST_MUTATION, type FeedPost, TOGGLE_FEED_POST_LIKE_MUTATION } from "../../graphql/community.ts";
import { cn } from "../../lib/cn.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import { CommentInput } from "./comment-input.tsx";
import { CommentList, CommentsPanel } from "./comment-list.tsx";
import { ImageZoom } from "./image-zoom.tsx";
import { PostActions, PostArticle, PostHeader, PostPhoto } from "./post-card-parts.tsx";
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
  const username = post.author.username;
  const postCache = { __typename: "FeedPost", id: post.id } as const;
  const authorId = `feed-${post.id}-author`;

  const like = async () => {
    try {
      // The state the button asks for, not a flip: a second click before the reply cannot undo the first.
      await toggleLike({
        variables: { postId: post.id, liked: !post.isLiked },
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
  return (
    <PostArticle authorId={authorId}>
      <PostHeader
        authorId={authorId}
        author={username}
        avatarUrl={post.author.avatarUrl}
        details={<RelativeTime iso={post.createdAt} className="text-xs text-cream-100/55" />}
        report={<ReportButton contentType="feed_post" contentId={post.id} onHidden={onChanged} />}
      />

      {post.content ? <p className="mt-4 break-words whitespace-pre-wrap text-cream-100/90">{post.content}</p> : null}

      {shown.length > 0 ? (
        <ul aria-label="Images" className={cn("mt-4 grid gap-2", shown.length > 1 && "grid-cols-2")}>
          {shown.map((url, index) => (
            <li key={url}>
              <PostPhoto
                src={url}
                alt={`${index + 1} of ${shown.length}, shared by ${username}`}
                label={`Open ${index + 1} of ${shown.length}`}
                onOpen={() => setZoomed(index)}
                className="block"
                imageClassName={cn("w-full object-cover", shown.length > 1 ? "aspect-square" : "max-h-96 object-contain")}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <PostActions
        commentsCount={post.commentsCount}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsOpen((open) => !open)}
      >
        <ReactionButton
          icon={ThumbsUp}
          label="Like"
          count={post.likesCount}
          pressed={post.isLiked}
          disabled={liking}
          onClick={() => void like()}
        />
      </PostActions>

      {commentsOpen ? (
        <CommentsPanel>
          <CommentList
            comments={post.comments.map((item) => ({
              id: item.id,
              author: item.author.username,
              createdAt: item.createdAt,
              text: item.content,
            }))}
            contentType="feed_comment"
            onHidden={onChanged}
          />
          <CommentInput id={`feed-comment-${post.id}`} onSend={send} />
        </CommentsPanel>
      ) : null}

      {zoomed !== null ? (
        <ImageZoom
          src={post.imageUrls[zoomed] ?? shown[zoomed] ?? ""}
          alt={`${zoomed + 1} of ${shown.length}, shared by ${username}`}
          onClose={() => setZoomed(null)}
        />
      ) : null}
    </PostArticle>
  );
}
