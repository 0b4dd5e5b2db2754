import { useQuery } from "@apollo/client/react";
import { messages } from "@highcotton/community/contract";
import { PenSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAuth } from "../auth/auth-context.ts";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { PagedPostList } from "../components/community/paged-post-list.tsx";
import { type AnsweredQuestion, PostDialog } from "../components/community/post-dialog.tsx";
import { ProfileCard } from "../components/community/profile-card.tsx";
import { ProfileDialog } from "../components/community/profile-dialog.tsx";
import { QuestionCard } from "../components/community/question-card.tsx";
import { SocietyPostCard } from "../components/community/society-post-card.tsx";
import { useSocietyPosts } from "../components/community/use-paged-posts.ts";
import { Container } from "../components/container.tsx";
import { Button } from "../components/ui/button.tsx";
import { ACTIVE_QUESTION_QUERY, COMMUNITY_PROFILE_QUERY, type CommunityProfile } from "../graphql/community.ts";
import { getSessionId } from "../lib/session-id.ts";

type OpenDialog = { kind: "profile" } | { kind: "post"; question: AnsweredQuestion | null } | null;

/**
 * SPEC §2 /society ('WHATS SMOKING IN SOCIETY?'): the member's profile card, Create Post, today's
 * question and the community feed. Signed in, the member is the account (its profile, named by its
 * username, is the server's to make); signed out, the browser session id is who posts (SPEC §6).
 */
export function SocietyPage() {
  const [sessionId] = useState(getSessionId);
  const { user } = useAuth();
  const account = user?.username ?? null;
  // Read afresh each visit: signing in or out changes whose profile this is.
  const profileQuery = useQuery(COMMUNITY_PROFILE_QUERY, {
    variables: { sessionId },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const { data: questionData } = useQuery(ACTIVE_QUESTION_QUERY);
  const posts = useSocietyPosts(sessionId);
  const profile: CommunityProfile | null = profileQuery.data?.communityProfile ?? null;
  const noProfile = profileQuery.data !== undefined && profile === null;
  const question = questionData?.activeQuestion ?? null;
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // SPEC §2: the profile dialog opens on its own when the session has no profile (once a visit).
  const offered = useRef(false);
  useEffect(() => {
    if (!noProfile || offered.current) return;
    offered.current = true;
    setDialog({ kind: "profile" });
  }, [noProfile]);

  const profileSaved = async () => {
    await profileQuery.refetch().catch(() => undefined);
    setDialog(null);
    // Posts show their author's name and place: refresh them after an edit.
    void posts.refresh();
  };

  return (
    <>
      <PageHeader
        eyebrow="The Society"
        title="WHATS SMOKING IN SOCIETY?"
        intro="Share what you're smoking and where you got it. React, comment and see what the society is into today."
      />
      <Container className="grid grid-cols-1 gap-8 py-10 sm:py-12 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <aside className="grid gap-5">
          <ProfileCard
            profile={profile}
            account={account}
            loading={profileQuery.loading && !profileQuery.data}
            onEdit={() => setDialog({ kind: "profile" })}
          />
          <div className="grid gap-2">
            <Button
              size="lg"
              disabled={!profile}
              aria-describedby={profile ? undefined : "create-post-hint"}
              onClick={() => setDialog({ kind: "post", question: null })}
            >
              <PenSquare aria-hidden="true" />
              Create Post
            </Button>
            {profile ? null : (
              <p id="create-post-hint" className="text-center text-sm text-cream-100/55">
                {messages.profileNotFound}
              </p>
            )}
          </div>
          <QuestionCard question={question} canAnswer={Boolean(profile)} onAnswer={() => setDialog({ kind: "post", question })} />
        </aside>

        <section aria-labelledby="community-feed-title" className="grid min-w-0 grid-cols-1 gap-5">
          <h2 id="community-feed-title" className="font-display text-3xl text-cream-50 uppercase sm:text-4xl">
            Community Feed
          </h2>
          <PagedPostList
            list={posts}
            empty="No posts yet. Be the first to share what you're smoking!"
            renderPost={(post) => (
              <SocietyPostCard post={post} sessionId={sessionId} viewer={profile} onChanged={() => void posts.refresh()} />
            )}
          />
        </section>
      </Container>

      {dialog?.kind === "profile" ? (
        <ProfileDialog
          sessionId={sessionId}
          profile={profile}
          account={account}
          onClose={() => setDialog(null)}
          onSaved={profileSaved}
        />
      ) : null}
      {dialog?.kind === "post" && profile ? (
        <PostDialog
          sessionId={sessionId}
          profile={profile}
          question={dialog.question}
          onClose={() => setDialog(null)}
          onPosted={() => {
            setDialog(null);
            void posts.refresh();
          }}
        />
      ) : null}
    </>
  );
}
