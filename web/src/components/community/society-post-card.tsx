import { useMutation } from "@apollo/client/react";
import { Heart, MapPin, MessageCircle, ThumbsUp } from "lucide-react";
import { useState } from "react";
import {
  type CommunityPost,
  type CommunityProfile,
  type CommunityReactionType,
  REACT_TO_COMMUNITY_POST_MUTATION,
} from "../../graphql/community.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import { Avatar } from "./avatar.tsx";
import { ImageZoom } from "./image-zoom.tsx";
import { PostBadge } from "./post-badge.tsx";
import { ReactionButton } from "./reaction-button.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { ReportButton } from "./report-button.tsx";
import { SocietyComments } from "./society-comments.tsx";

/**
 * One society post as SPEC §2 lists it: author (or 'Anonymous User'), city and state, time, text,
 * photo, brand and product, where it was bought, like/love/comment with counts, and comments.
 * A reaction's highlight follows the server's reply, then `onChanged` refreshes the list.
 */
export function SocietyPostCard({
  post,
  sessionId,
  viewer,
  onChanged,
}: {
  post: CommunityPost;
  sessionId: string;
  viewer: CommunityProfile | null;
  onChanged: () => void;
}) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [pending, setPending] = useState<CommunityReactionType | null>(null);
  const [react] = useMutation(REACT_TO_COMMUNITY_POST_MUTATION);
  const author = post.profile?.displayName ?? "Anonymous User";
  const place = [post.profile?.city, post.profile?.state].filter(Boolean).join(", ");
  const authorId = `post-${post.id}-author`;

  const toggle = async (reactionType: CommunityReactionType) => {
    setPending(reactionType);
    try {
      await react({
        variables: { input: { postId: post.id, sessionId, reactionType } },
        update(cache, { data }) {
          const reply = data?.reactToCommunityPost;
          if (!reply) return;
          cache.modify<CommunityPost>({
            id: cache.identify({ __typename: "CommunityPost", id: post.id }),
            fields: {
              likesCount: () => reply.likesCount,
              lovesCount: () => reply.lovesCount,
              userReactions: (mine) => {
                const others = (Array.isArray(mine) ? mine : []).filter((type) => type !== reply.reactionType);
                return reply.reacted ? [...others, reply.reactionType] : others;
              },
            },
          });
        },
      });
      onChanged();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Your reaction wasn't saved" });
    } finally {
      setPending(null);
    }
  };

  // Off-screen cards skip rendering; they stand in with a height only. An intrinsic width too
  // would widen the list's column past a phone's screen until every card had been scrolled by.
  return (
    <article
      aria-labelledby={authorId}
      className="rounded-3xl border border-cream-100/10 bg-forest-900/70 p-4 [contain-intrinsic-block-size:auto_28rem] [content-visibility:auto] sm:p-6"
    >
      <header className="flex items-start gap-3">
        <Avatar name={author} url={post.profile?.avatarUrl} />
        <div className="min-w-0 flex-1">
          <p id={authorId} className="truncate font-bold text-cream-50">
            {author}
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-cream-100/55">
            {place ? <span>{place}</span> : null}
            {place ? <span aria-hidden="true">·</span> : null}
            <RelativeTime iso={post.createdAt} />
          </p>
        </div>
        <ReportButton contentType="post" contentId={post.id} sessionId={sessionId} onHidden={onChanged} />
      </header>

      <p className="mt-4 break-words whitespace-pre-wrap text-cream-100/90">{post.postText}</p>

      {post.thumbnailUrl || post.imageUrl ? (
        <button
          type="button"
          onClick={() => setZoomed(true)}
          aria-label={`Open ${author}'s photo`}
          className="mt-4 flex w-full cursor-zoom-in justify-center overflow-hidden rounded-2xl bg-ink/50"
        >
          <img
            src={post.thumbnailUrl ?? post.imageUrl ?? ""}
            alt={`Shared by ${author}`}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-96 w-full object-contain"
          />
        </button>
      ) : null}

      {post.brandName || post.productName ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {post.brandName ? <PostBadge kind="Brand" text={post.brandName} /> : null}
          {post.productName ? <PostBadge kind="Product" text={post.productName} /> : null}
        </div>
      ) : null}

      {post.dispensary ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-cream-100/65">
          <MapPin className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
          <span>
            Purchased at <span className="font-semibold text-cream-50">{post.dispensary.name}</span> in {post.dispensary.city},{" "}
            {post.dispensary.state}
          </span>
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ReactionButton
          icon={ThumbsUp}
          label="Like"
          count={post.likesCount}
          pressed={post.userReactions.includes("like")}
          disabled={pending === "like"}
          onClick={() => void toggle("like")}
        />
        <ReactionButton
          icon={Heart}
          label="Love"
          tone="ember"
          count={post.lovesCount}
          pressed={post.userReactions.includes("love")}
          disabled={pending === "love"}
          onClick={() => void toggle("love")}
        />
        <ReactionButton
          icon={MessageCircle}
          label="Comments"
          count={post.commentsCount}
          expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        />
      </div>

      {commentsOpen ? <SocietyComments postId={post.id} sessionId={sessionId} viewer={viewer} onCommented={onChanged} /> : null}

      {zoomed ? (
        <ImageZoom src={post.imageUrl ?? post.thumbnailUrl ?? ""} alt={`Shared by ${author}`} onClose={() => setZoomed(false)} />
      ) : null}
    </article>
  );
}
