import { MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { LoadError, LoadingPanel } from "../catalog/status-panel.tsx";
import { LoadMore } from "./load-more.tsx";

/** What a list of posts read a page at a time shows (as `useSocietyPosts` and `useFeedPosts` give it). */
export interface PagedPosts<T> {
  posts: readonly T[];
  loading: boolean;
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/**
 * A paged list of posts: loading, a failure with Try again, `empty` when there are none, else each
 * post as `renderPost` draws it and, while more are left, Load more.
 */
export function PagedPostList<T extends { id: string }>({
  list,
  empty,
  renderPost,
}: {
  list: PagedPosts<T>;
  empty: string;
  renderPost: (post: T) => ReactNode;
}) {
  if (list.loading) {
    return <LoadingPanel label="Loading posts..." />;
  }
  if (list.error) return <LoadError message={graphQLErrorMessage(list.error)} onRetry={list.retry} />;
  if (list.posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-cream-100/15 bg-ink/30 px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl border border-leaf-400/30 bg-leaf-400/10 text-leaf-300">
          <MessagesSquare className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-sm text-cream-100/75 text-balance">{empty}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-5">
        {list.posts.map((post) => (
          <li key={post.id}>{renderPost(post)}</li>
        ))}
      </ul>
      {list.hasMore ? <LoadMore loading={list.loadingMore} onLoadMore={() => void list.loadMore()} /> : null}
    </>
  );
}
