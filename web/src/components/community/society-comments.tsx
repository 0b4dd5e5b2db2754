import { useMutation, useQuery } from "@apollo/client/react";
import { Loader2 } from "lucide-react";
import {
  COMMENT_ON_COMMUNITY_POST_MUTATION,
  COMMUNITY_POST_COMMENTS_QUERY,
  type CommunityComment,
  type CommunityProfile,
} from "../../graphql/community.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import { CommentInput } from "./comment-input.tsx";
import { CommentList, CommentsPanel, type ListedComment } from "./comment-list.tsx";

/**
 * A society post's comments, read when they are opened (SPEC §7), and a box to add one. Only a
 * session with a profile may comment (SPEC §6).
 */
export function SocietyComments({
  postId,
  sessionId,
  viewer,
  onCommented,
}: {
  postId: string;
  sessionId: string;
  viewer: CommunityProfile | null;
  onCommented: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(COMMUNITY_POST_COMMENTS_QUERY, {
    variables: { postId },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const [comment] = useMutation(COMMENT_ON_COMMUNITY_POST_MUTATION);
  const comments = data?.communityPostComments ?? [];

  const send = async (commentText: string): Promise<boolean> => {
    if (!viewer) return false;
    try {
      await comment({
        variables: { input: { postId, sessionId, profileId: viewer.id, commentText } },
        update(cache) {
          cache.modify({
            id: cache.identify({ __typename: "CommunityPost", id: postId }),
            fields: { commentsCount: (count: number) => count + 1 },
          });
        },
        refetchQueries: [{ query: COMMUNITY_POST_COMMENTS_QUERY, variables: { postId } }],
        awaitRefetchQueries: true,
      });
      onCommented();
      return true;
    } catch (failure) {
      toast({
        variant: "destructive",
        title: "Error",
        description: graphQLErrorMessage(failure) ?? "Your comment wasn't posted",
      });
      return false;
    }
  };

  return (
    <CommentsPanel>
      {loading && !data ? (
        <p className="flex items-center gap-2 text-sm text-cream-100/55" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading comments...
        </p>
      ) : error && !data ? (
        <p className="text-sm text-ember-300" role="alert">
          Comments could not be loaded.{" "}
          <button type="button" className="cursor-pointer font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <CommentList
          comments={comments.map(listed)}
          contentType="comment"
          sessionId={sessionId}
          onHidden={() => void refetch()}
        />
      )}
      <CommentInput id={`comment-${postId}`} blockedReason={viewer ? undefined : "Create a profile to comment"} onSend={send} />
    </CommentsPanel>
  );
}

function listed(comment: CommunityComment): ListedComment {
  return {
    id: comment.id,
    author: comment.profile?.displayName ?? "Anonymous User",
    avatarUrl: comment.profile?.avatarUrl,
    createdAt: comment.createdAt,
    text: comment.commentText,
  };
}
