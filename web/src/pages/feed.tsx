import { Leaf, LogIn, MessagesSquare, UserPlus } from "lucide-react";
import { Link } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { FeedComposer } from "../components/community/feed-composer.tsx";
import { FeedPostCard } from "../components/community/feed-post-card.tsx";
import { LoadMore } from "../components/community/load-more.tsx";
import { useFeedPosts } from "../components/community/use-paged-posts.ts";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";

/** SPEC §2 /feed ('Community Feed'): signed-in accounts post text and up to 4 images, like and comment. */
export function FeedPage() {
  const { user } = useAuth();
  if (!user) return <SignInToPost />;
  return <Feed username={user.username} />;
}

function SignInToPost() {
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        as="h1"
        icon={MessagesSquare}
        tone="gold"
        title="Community Feed"
        description="Log in to see what the community is posting, share photos of your own, like posts and join the conversation."
        actions={
          <>
            <Link to="/login" className={buttonClasses("primary", "lg")}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
            <Link to="/register" className={buttonClasses("outline", "lg")}>
              <UserPlus aria-hidden="true" />
              Create an account
            </Link>
          </>
        }
      />
    </Container>
  );
}

function Feed({ username }: { username: string }) {
  const feed = useFeedPosts();
  return (
    <>
      <section className="border-b border-cream-100/8 bg-glow">
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-2xl animate-rise">
            <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">Signed in as {username}</p>
            <h1 className="mt-3 font-display text-5xl leading-[0.95] text-cream-50 uppercase sm:text-6xl">Community Feed</h1>
            <p className="mt-4 text-lg text-cream-100/70">
              Post what you're up to, share up to 4 photos at a time, and see what everyone else is sharing.
            </p>
          </div>
        </Container>
      </section>
      <Container className="py-10 sm:py-12">
        <div className="mx-auto grid max-w-2xl gap-6">
          <FeedComposer username={username} onPosted={() => void feed.refresh()} />
          <section aria-label="Posts" className="grid gap-5">
            {feed.loading ? (
              <p role="status" className="flex items-center gap-3 py-10 text-cream-100/60">
                <Leaf className="size-5 animate-pulse text-leaf-400" aria-hidden="true" />
                Loading posts...
              </p>
            ) : feed.error ? (
              <LoadError message={graphQLErrorMessage(feed.error)} onRetry={feed.retry} />
            ) : feed.posts.length === 0 ? (
              <p className="rounded-3xl border border-dashed border-cream-100/15 p-8 text-center text-cream-100/65">
                No posts yet. Share the first one!
              </p>
            ) : (
              <>
                <ul className="grid gap-5">
                  {feed.posts.map((post) => (
                    <li key={post.id}>
                      <FeedPostCard post={post} onChanged={() => void feed.refresh()} />
                    </li>
                  ))}
                </ul>
                {feed.hasMore ? <LoadMore loading={feed.loadingMore} onLoadMore={() => void feed.loadMore()} /> : null}
              </>
            )}
          </section>
        </div>
      </Container>
    </>
  );
}
