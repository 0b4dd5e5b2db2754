import { useMutation } from "@apollo/client/react";
import { Heart, MapPin, ThumbsUp } from "lucide-react";
import { useState } from "react";
import {
  type CommunityPost,
  type CommunityProfile,
  type CommunityReactionType,
  REACT_TO_COMMUNITY_POST_MUTATION,
} from "../../graphql/community.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import { ImageZoom } from "./image-zoom.tsx";
import { PostBadge } from "./post-badge.tsx";
import { PostActions, PostArticle, PostHeader, PostPhoto } from "./post-card-parts.tsx";
import { ReactionButton } from "./reaction-button.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { ReportButton } from "./report-button.tsx";
import { SocietyComments } from "./society-comments.tsx";

/**
 * One society post as SPEC §2 lists it: author (or 'Anonymous User'), city and state, time, text,
 * photo, brand and product, where it was bought, like/love/comment with counts, and comments.
 * A reaction's highlight follows the server's reply, then `onChanged` refreshes the list. A lit
 * reaction takes it back.
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

  // The state the button asks for, not a flip: a second click before the reply cannot undo the first.
  const toggle = async (reactionType: CommunityReactionType) => {
    setPending(reactionType);
    const reacted = !post.userReactions.includes(reactionType);
    try {
      await react({
        variables: { input: { postId: post.id, sessionId, reactionType, reacted } },
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

  return (
    <PostArticle authorId={authorId}>
      <PostHeader
        authorId={authorId}
        author={author}
        avatarUrl={post.profile?.avatarUrl}
        details={
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-cream-100/55">
            {place ? <span>{place}</span> : null}
            {place ? <span aria-hidden="true">·</span> : null}
            <RelativeTime iso={post.createdAt} />
          </p>
        }
        report={<ReportButton contentType="post" contentId={post.id} sessionId={sessionId} onHidden={onChanged} />}
      />

      <p className="mt-4 break-words whitespace-pre-wrap text-cream-100/90">{post.postText}</p>

      {post.thumbnailUrl || post.imageUrl ? (
        <PostPhoto
          src={post.thumbnailUrl ?? post.imageUrl ?? ""}
          alt={`Shared by ${author}`}
          label={`Open ${author}'s photo`}
          onOpen={() => setZoomed(true)}
          className="mt-4 flex justify-center"
          imageClassName="h-auto max-h-96 w-full object-contain"
        />
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

      <PostActions
        commentsCount={post.commentsCount}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsOpen((open) => !open)}
      >
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
      </PostActions>

      {commentsOpen ? <SocietyComments postId={post.id} sessionId={sessionId} viewer={viewer} onCommented={onChanged} /> : null}

      {zoomed ? (
        <ImageZoom src={post.imageUrl ?? post.thumbnailUrl ?? ""} alt={`Shared by ${author}`} onClose={() => setZoomed(false)} />
      ) : null}
    </PostArticle>
  );
}
