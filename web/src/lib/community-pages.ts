/**
 * Paging of the society and the feed: pages are appended as the list scrolls, and a refresh
 * re-reads the newest page and lays it over what is loaded, so a long list keeps its place.
 */

export interface PagedItem {
  id: string;
  createdAt: string;
}

export interface ItemPage<T extends PagedItem> {
  posts: T[];
  nextCursor: string | null;
}

/** The loaded list with the next page after it (a post seen twice, as the list moved, kept once). */
export function appendPage<T extends PagedItem, P extends ItemPage<T>>(loaded: P, next: ItemPage<T>): P {
  const seen = new Set(loaded.posts.map((post) => post.id));
  return { ...loaded, posts: [...loaded.posts, ...next.posts.filter((post) => !seen.has(post.id))], nextCursor: next.nextCursor };
}

function time(item: PagedItem): number {
  const at = new Date(item.createdAt).getTime();
  return Number.isNaN(at) ? 0 : at;
}

/**
 * The newest page laid over the loaded list: the head's posts (new ones, new counts) first, then
 * the loaded posts older than the head's oldest. A loaded post inside the head's span that the
 * head no longer has was hidden or removed, so it goes.
 */
export function mergeHead<T extends PagedItem, P extends ItemPage<T>>(loaded: P, head: ItemPage<T>): P {
  const oldest = head.posts.at(-1);
  if (!oldest || head.nextCursor === null) return { ...loaded, posts: head.posts, nextCursor: head.nextCursor };
  const inHead = new Set(head.posts.map((post) => post.id));
  const before = time(oldest);
  const tail = loaded.posts.filter((post) => !inHead.has(post.id) && time(post) <= before);
  return {
    ...loaded,
    posts: [...head.posts, ...tail],
    nextCursor: tail.length > 0 ? loaded.nextCursor : head.nextCursor,
  };
}

/**
 * The list as shown: each post once, where it first appears. The merges above keep a post once
 * already; this holds whatever a server or a cache answers (a page that repeats the post the last
 * one ended on), since a post listed twice is two cards and two keys for one post.
 */
export function uniqueById<T extends { id: string }>(posts: readonly T[]): readonly T[] {
  const seen = new Set<string>();
  const unique = posts.filter((post) => {
    if (seen.has(post.id)) return false;
    seen.add(post.id);
    return true;
  });
  return unique.length === posts.length ? posts : unique;
}
