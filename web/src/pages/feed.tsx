import { LogIn, MessagesSquare, UserPlus } from "lucide-react";
import { Link } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { EmptyState } from "../components/catalog/status-panel.tsx";
import { FeedComposer } from "../components/community/feed-composer.tsx";
import { FeedPostCard } from "../components/community/feed-post-card.tsx";
import { PagedPostList } from "../components/community/paged-post-list.tsx";
import { useFeedPosts } from "../components/community/use-paged-posts.ts";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";

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
        <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
          <FeedComposer username={username} onPosted={() => void feed.refresh()} />
          <section aria-label="Posts" className="grid grid-cols-1 gap-5">
            <PagedPostList
              list={feed}
              empty="No posts yet. Share the first one!"
              renderPost={(post) => <FeedPostCard post={post} onChanged={() => void feed.refresh()} />}
            />
          </section>
        </div>
      </Container>
    </>
  );
}
