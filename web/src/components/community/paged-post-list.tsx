import { Leaf } from "lucide-react";
import type { ReactNode } from "react";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { LoadError } from "../catalog/status-panel.tsx";
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
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-cream-100/60">
        <Leaf className="size-5 animate-pulse text-leaf-400" aria-hidden="true" />
        Loading posts...
      </p>
    );
  }
  if (list.error) return <LoadError message={graphQLErrorMessage(list.error)} onRetry={list.retry} />;
  if (list.posts.length === 0) {
    return <p className="rounded-3xl border border-dashed border-cream-100/15 p-8 text-center text-cream-100/65">{empty}</p>;
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
