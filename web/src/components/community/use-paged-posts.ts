import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_POSTS_QUERY,
  type CommunityPost,
  FEED_POSTS_QUERY,
  type FeedPost,
} from "../../graphql/community.ts";
import { appendPage, type ItemPage, mergeHead, type PagedItem, uniqueById } from "../../lib/community-pages.ts";

type PagedData<F extends string, T extends PagedItem> = { [K in F]: ItemPage<T> };

/**
 * A list of posts read a page at a time: `loadMore` appends the next page, `refresh` re-reads the
 * newest one over what is loaded (after a post, a reaction or a comment), so a long list keeps
 * its place. Each visit reads the list again, since others post at any time.
 */
function usePagedPosts<F extends string, T extends PagedItem, V extends { first: number; after?: string | null }>(
  document: TypedDocumentNode<PagedData<F, T>, V>,
  field: F,
  variables: V,
) {
  const { data, loading, error, fetchMore, refetch } = useQuery<PagedData<F, T>, V>(document, {
    variables,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  } as useQuery.Options<PagedData<F, T>, V>);
  const page = data?.[field];
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);

  const fetchPage = useCallback(
    (after: string | null, merge: (loaded: ItemPage<T>, fetched: ItemPage<T>) => ItemPage<T>) =>
      fetchMore({
        variables: { after } as Partial<V>,
        updateQuery: (previous, { fetchMoreResult }) =>
          ({ ...previous, [field]: merge(previous[field], fetchMoreResult[field]) }) as PagedData<F, T>,
      }),
    [fetchMore, field],
  );

  const nextCursor = page?.nextCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!nextCursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      await fetchPage(nextCursor, appendPage);
    } catch {
      // The button stays, so the next page can be asked for again.
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchPage, nextCursor]);

  const refresh = useCallback(async () => {
    try {
      await fetchPage(null, mergeHead);
    } catch {
      // What is shown stays; the next change refreshes again.
    }
  }, [fetchPage]);

  return {
    posts: uniqueById(page?.posts ?? []),
    hasMore: nextCursor !== null,
    loading: loading && !data,
    loadingMore,
    error: data ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
    loadMore,
    refresh,
  };
}

/** The society's posts, newest first, with this session's reactions. */
export function useSocietyPosts(sessionId: string) {
  return usePagedPosts<"communityPosts", CommunityPost, { sessionId: string; first: number; after?: string | null }>(
    COMMUNITY_POSTS_QUERY,
    "communityPosts",
    { sessionId, first: COMMUNITY_PAGE_SIZE },
  );
}

/** The signed-in feed, newest first. */
export function useFeedPosts() {
  return usePagedPosts<"feedPosts", FeedPost, { first: number; after?: string | null }>(FEED_POSTS_QUERY, "feedPosts", {
    first: COMMUNITY_PAGE_SIZE,
  });
}
