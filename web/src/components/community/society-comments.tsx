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
import { Avatar } from "./avatar.tsx";
import { CommentInput } from "./comment-input.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { ReportButton } from "./report-button.tsx";

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
    <section aria-label="Comments" className="mt-4 grid gap-4 border-t border-cream-100/8 pt-4">
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
      ) : comments.length === 0 ? (
        <p className="text-sm text-cream-100/55">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="grid gap-3">
          {comments.map((item) => (
            <CommentRow key={item.id} comment={item} sessionId={sessionId} onHidden={() => void refetch()} />
          ))}
        </ul>
      )}
      <CommentInput id={`comment-${postId}`} blockedReason={viewer ? undefined : "Create a profile to comment"} onSend={send} />
    </section>
  );
}

function CommentRow({ comment, sessionId, onHidden }: { comment: CommunityComment; sessionId: string; onHidden: () => void }) {
  const name = comment.profile?.displayName ?? "Anonymous User";
  return (
    <li className="flex gap-3">
      <Avatar name={name} url={comment.profile?.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1 rounded-2xl bg-ink/40 px-3.5 py-2.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-bold text-cream-50">{name}</span>
          <RelativeTime iso={comment.createdAt} className="text-cream-100/45" />
          <ReportButton
            contentType="comment"
            contentId={comment.id}
            sessionId={sessionId}
            onHidden={onHidden}
            className="ml-auto -my-1 -mr-2"
          />
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-cream-100/85">{comment.commentText}</p>
      </div>
    </li>
  );
}
