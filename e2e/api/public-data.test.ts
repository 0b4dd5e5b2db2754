import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, clientAddress, PASSWORD, signUp, uniqueName } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// What the graph tells a stranger about the people behind the feed: their username and avatar,
// and nothing of their account (id, names, role, sign-ins), whoever asks through /graphql.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
});

afterAll(async () => {
  await system.stop();
});

/** An account signed up with a first and last name, as SPEC's register form allows. */
async function namedAccount(
  firstName: string,
  lastName: string,
): Promise<{ username: string; email: string; token: string; id: string }> {
  const username = uniqueName("named");
  const form = { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD, firstName, lastName };
  const registered = await api.post("/api/auth/register", form, { headers: { "x-forwarded-for": clientAddress() } });
  expect(registered.status).toBe(201);
  const login = await api.post("/api/auth/login", { username, password: PASSWORD });
  expect(login.status).toBe(200);
  const me = await api.get("/api/auth/user", { token: login.body.token });
  expect(me.body).toMatchObject({ username, firstName, lastName, role: "user" });
  expect(me.body.lastLogin).toEqual(expect.any(String));
  return { username, email: form.email, token: login.body.token, id: me.body.id };
}

it("shows strangers a feed author's username and avatar, never their account's id, names, role or sign-ins", async () => {
  const author = await namedAccount("Maryjane", "Greenfield");
  const commenter = await namedAccount("Buddy", "Kushman");
  const stranger = await signUp(api, "user");
  const posted = await api.postForm("/api/posts", { content: "Whose names are these?" }, [], { token: author.token });
  expect(posted.status).toBe(201);
  const postId: string = posted.body.id;
  const commented = await api.post(`/api/posts/${postId}/comments`, { content: "Not telling" }, { token: commenter.token });
  expect(commented.status).toBe(201);

  const graphql = (query: string, token?: string) =>
    api.call("POST", "/graphql", { raw: JSON.stringify({ query }), ...(token ? { token } : {}) });
  /** Nothing in the answer names either person beyond their username. */
  const expectNoPrivateDetails = (answer: { body: unknown }) => {
    const text = JSON.stringify(answer.body);
    for (const secret of [author.id, commenter.id, "Maryjane", "Greenfield", "Buddy", "Kushman", author.email, commenter.email]) {
      expect(text).not.toContain(secret);
    }
  };

  for (const token of [undefined, stranger.token]) {
    // The probe: an author's account fields are not there to ask for.
    const probe = await graphql("{ feedPosts(first: 5) { posts { user { id firstName lastName role lastLogin } } } }", token);
    expect(probe.status).toBe(400);
    expect(probe.body.data).toBeUndefined();
    expect(probe.body.errors[0]).toMatchObject({
      message: 'Cannot query field "user" on type "FeedPost".',
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    expectNoPrivateDetails(probe);
    // Nor is the account's id on the public profile.
    const byId = await graphql("{ feedPosts(first: 5) { posts { author { id } } } }", token);
    expect(byId.body.errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");

    const feed = await graphql(
      "{ feedPosts(first: 50) { posts { id author { username avatarUrl } comments { content author { username avatarUrl } } } } }",
      token,
    );
    expect(feed.body.errors).toBeUndefined();
    expect(feed.body.data.feedPosts.posts.find((each: { id: string }) => each.id === postId)).toEqual({
      id: postId,
      author: { username: author.username, avatarUrl: null },
      comments: [{ content: "Not telling", author: { username: commenter.username, avatarUrl: null } }],
    });
    expectNoPrivateDetails(feed);
  }

  // SPEC's feed list keeps its shape, user.username, with nothing else of the person.
  const listed = await api.get("/api/posts");
  const post = listed.body.find((each: { id: string }) => each.id === postId);
  expect(post.user).toEqual({ username: author.username });
  expect(post.comments.map((comment: { user: unknown }) => comment.user)).toEqual([{ username: commenter.username }]);
  expectNoPrivateDetails(listed);
});
