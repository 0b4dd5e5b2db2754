import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";

/**
 * A small stand-in for the community graph and its multipart REST calls in page tests: profiles,
 * posts, comments and feed posts shaped as the server answers them.
 */

export const NOW = "2026-03-10T12:00:00.000Z";

export function profile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CommunityProfile",
    id: "profile-1",
    displayName: "Mary Jane",
    avatarUrl: null,
    bio: null,
    city: "Denver",
    state: "CO",
    birthday: null,
    createdAt: NOW,
    ...overrides,
  };
}

export function author(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CommunityAuthor",
    id: "profile-2",
    displayName: "Kush Kid",
    avatarUrl: null,
    city: "Boulder",
    state: "CO",
    ...overrides,
  };
}

export function societyPost(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CommunityPost",
    id,
    profileId: "profile-2",
    questionId: null,
    brandName: null,
    productName: null,
    postText: `Post ${id}`,
    imageUrl: null,
    thumbnailUrl: null,
    likesCount: 0,
    lovesCount: 0,
    commentsCount: 0,
    userReactions: [],
    createdAt: NOW,
    profile: author(),
    dispensaryId: null,
    dispensary: null,
    ...overrides,
  };
}

export function postPage(posts: unknown[], nextCursor: string | null = null) {
  return { data: { communityPosts: { __typename: "CommunityPostPage", nextCursor, posts } } };
}

export function comment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CommunityComment",
    id,
    postId: "post-1",
    profileId: "profile-2",
    commentText: `Comment ${id}`,
    createdAt: NOW,
    profile: author(),
    ...overrides,
  };
}

export function store(id: string, name: string, city = "Denver", state = "CO") {
  return { __typename: "Dispensary", id, name, city, state };
}

export function feedPost(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "FeedPost",
    id,
    content: `Feed ${id}`,
    imageUrls: [],
    thumbnailUrls: [],
    createdAt: NOW,
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    author: { __typename: "PublicProfile", username: "stoner42", avatarUrl: null },
    comments: [],
    ...overrides,
  };
}

export function feedPage(posts: unknown[], nextCursor: string | null = null) {
  return { data: { feedPosts: { __typename: "FeedPostPage", nextCursor, posts } } };
}

/** A promise and its resolve, for answers a test holds back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface RestCall {
  url: string;
  init: RequestInit;
  /** The multipart body's fields: text values as strings, files by their names. */
  fields: Record<string, string | string[]>;
}

function fieldsOf(body: unknown): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  if (!(body instanceof FormData)) return fields;
  for (const [name, value] of body.entries()) {
    const text = typeof value === "string" ? value : value.name;
    const seen = fields[name];
    fields[name] = seen === undefined ? text : [...(Array.isArray(seen) ? seen : [seen]), text];
  }
  return fields;
}

/**
 * Answers GraphQL by operation name (an answer may be a promise the test settles when it chooses)
 * and the multipart REST calls by path. Returns readers of the GraphQL calls made (by operation
 * name) and of the REST calls.
 */
export function stubCommunityServer(
  graph: (operationName: string, variables: Record<string, unknown>) => unknown,
  rest: (url: string, call: RestCall) => { status: number; body: unknown } = () => ({ status: 201, body: {} }),
) {
  const restCalls: RestCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/graphql")) {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
      return new Response(JSON.stringify(await graph(body.operationName, body.variables)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }
    const call = { url, init, fields: fieldsOf(init.body) };
    restCalls.push(call);
    const answer = rest(url, call);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  const graphCalls = (op: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith("/graphql"))
      .map(([, init]) => JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> })
      .filter((body) => body.operationName === op);
  return { graphCalls, restCalls };
}

/** jsdom has no object URLs: previews get a stand-in address. */
/**
 * The hooks of a community page's tests: an empty browser store and stand-in object URLs before
 * each test; the page, its toasts and every stub undone after it.
 */
export function communityPageHooks(): void {
  beforeEach(() => {
    localStorage.clear();
    stubObjectUrls();
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export function stubObjectUrls() {
  let made = 0;
  const create = vi.fn(() => `blob:preview-${++made}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export const jpeg = (name = "bud.jpg") => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });
