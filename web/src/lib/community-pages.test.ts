import { describe, expect, it } from "vitest";
import { appendPage, mergeHead, uniqueById } from "./community-pages.ts";

/** Post `n` was made n minutes before noon: a higher number is older. */
const post = (n: number, likes = 0) => ({
  id: `p${n}`,
  createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0) - n * 60_000).toISOString(),
  likes,
});
const ids = (page: { posts: Array<{ id: string }> }) => page.posts.map((p) => p.id);

describe("appendPage", () => {
  it("adds the next page after the loaded posts and takes its cursor", () => {
    const loaded = { __typename: "Page", posts: [post(1), post(2)], nextCursor: "c2" };
    const merged = appendPage(loaded, { posts: [post(3), post(4)], nextCursor: null });
    expect(ids(merged)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(merged.nextCursor).toBeNull();
    expect(merged.__typename).toBe("Page");
  });

  it("keeps a post the list moved across pages only once", () => {
    const merged = appendPage({ posts: [post(1), post(2)], nextCursor: "c2" }, { posts: [post(2), post(3)], nextCursor: "c3" });
    expect(ids(merged)).toEqual(["p1", "p2", "p3"]);
    expect(merged.nextCursor).toBe("c3");
  });
});

describe("mergeHead", () => {
  it("puts new posts on top and keeps the loaded older pages with their cursor", () => {
    const loaded = { posts: [post(2), post(3), post(4), post(5)], nextCursor: "after-p5" };
    const merged = mergeHead(loaded, { posts: [post(1), post(2, 7)], nextCursor: "after-p2" });
    expect(ids(merged)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(merged.posts[1]?.likes).toBe(7);
    expect(merged.nextCursor).toBe("after-p5");
  });

  it("drops a loaded post the newest page no longer has (hidden after reports)", () => {
    const loaded = { posts: [post(1), post(2), post(3), post(4)], nextCursor: "after-p4" };
    const merged = mergeHead(loaded, { posts: [post(1), post(3)], nextCursor: "after-p3" });
    expect(ids(merged)).toEqual(["p1", "p3", "p4"]);
    expect(merged.nextCursor).toBe("after-p4");
  });

  it("takes the head's cursor when nothing older was loaded", () => {
    const loaded = { posts: [post(2), post(3)], nextCursor: "after-p3" };
    const merged = mergeHead(loaded, { posts: [post(0), post(1), post(2), post(3)], nextCursor: "after-p3b" });
    expect(ids(merged)).toEqual(["p0", "p1", "p2", "p3"]);
    expect(merged.nextCursor).toBe("after-p3b");
  });

  it("is the head alone when the head is the whole list, or empty", () => {
    const loaded = { posts: [post(1), post(2), post(3)], nextCursor: "after-p3" };
    expect(ids(mergeHead(loaded, { posts: [post(1)], nextCursor: null }))).toEqual(["p1"]);
    const none = mergeHead(loaded, { posts: [] as Array<ReturnType<typeof post>>, nextCursor: null });
    expect(ids(none)).toEqual([]);
    expect(none.nextCursor).toBeNull();
  });
});

describe("uniqueById", () => {
  it("keeps each post once, where it first appears, and hands back the same list when nothing repeats", () => {
    const list = [post(1), post(2), post(3)];
    expect(uniqueById(list)).toBe(list);
    expect(uniqueById([post(1), post(2), post(1, 5), post(3), post(2)]).map((p) => p.id)).toEqual(["p1", "p2", "p3"]);
  });
});
