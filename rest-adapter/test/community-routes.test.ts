import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { messages as communityMessages } from "@highcotton/community/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";
import { useStandInGateway } from "./support/stand-in-gateway.ts";

// The society's and the feed's calls against a stand-in gateway: multipart forms read within
// their limits (files sent on as base64, never their names or declared types), refusals made
// before anything reaches the graph, pages linked by header, and the OpenAPI document of it all.

const SESSION = "session_1767225600000_abc123";
const PROFILE_ID = "0b7e1f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const POST_ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
const STORE_ID = "7d5f2c1e-3b9a-4c8d-9e0f-1a2b3c4d5e6f";
const AUTH = { authorization: "Bearer t" };

const profile = {
  id: PROFILE_ID,
  displayName: "Mary Jane",
  avatarUrl: null,
  bio: null,
  city: "Denver",
  state: "CO",
  birthday: "1990-04-20",
  createdAt: "2025-01-01T00:00:00.000Z",
};
const post = {
  id: POST_ID,
  profileId: PROFILE_ID,
  profile: { id: PROFILE_ID, displayName: "Mary Jane", avatarUrl: null, city: "Denver", state: "CO" },
  questionId: null,
  dispensaryId: STORE_ID,
  dispensary: { id: STORE_ID, name: "Green Leaf", city: "Denver", state: "CO" },
  brandName: "Wana",
  productName: null,
  postText: "Blue Dream tonight",
  imageUrl: "/media/community/a.webp",
  thumbnailUrl: "/media/community/a-thumb.webp",
  likesCount: 2,
  lovesCount: 0,
  commentsCount: 1,
  userReactions: ["like"],
  createdAt: "2025-01-02T00:00:00.000Z",
};
const feedPost = {
  id: POST_ID,
  content: "hello",
  imageUrls: [],
  thumbnailUrls: [],
  createdAt: "2025-01-02T00:00:00.000Z",
  user: { username: "maryjane" },
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  comments: [],
};

const gateway = useStandInGateway();
const { server, sent, call } = gateway;

type Part = string | { bytes: Buffer; filename?: string; type?: string };

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(parts: Array<[string, Part]>) {
  const form = new FormData();
  for (const [name, part] of parts) {
    if (typeof part === "string") form.append(name, part);
    else form.append(name, new Blob([part.bytes], { type: part.type ?? "image/jpeg" }), part.filename ?? "photo.jpg");
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

const post_ = async (
  url: string,
  parts: Array<[string, Part]>,
  options: { headers?: Record<string, string>; data?: Record<string, unknown> } = {},
) => {
  const { payload, contentType } = await multipart(parts);
  return call("POST", url, { payload, headers: { ...options.headers, "content-type": contentType }, data: options.data });
};

const photo = Buffer.from("not judged here: the service checks the bytes");

describe("POST /api/community/profile (multipart)", () => {
  it("sends the fields and the avatar as base64, leaving empty optional fields out", async () => {
    const saved = await post_(
      "/api/community/profile",
      [
        ["sessionId", SESSION],
        ["displayName", " Mary Jane "],
        ["bio", ""],
        ["city", "Denver"],
        ["state", "CO"],
        ["birthday", ""],
        ["avatar", { bytes: photo, filename: "../../etc/passwd.jpg", type: "image/svg+xml" }],
      ],
      { data: { saveCommunityProfile: profile } },
    );
    expect(saved).toMatchObject({ status: 200, body: profile });
    expect(saved.sent?.request.operationName).toBe("SaveCommunityProfile");
    expect(saved.sent?.request.variables).toEqual({
      input: {
        sessionId: SESSION,
        displayName: "Mary Jane",
        city: "Denver",
        state: "CO",
        avatar: { base64: photo.toString("base64") },
      },
    });
  });

  it("treats an empty file input (no file chosen) as no avatar", async () => {
    const saved = await post_(
      "/api/community/profile",
      [
        ["sessionId", SESSION],
        ["displayName", "MJ"],
        ["avatar", { bytes: Buffer.alloc(0), filename: "", type: "application/octet-stream" }],
      ],
      { data: { saveCommunityProfile: profile } },
    );
    expect(saved.status).toBe(200);
    expect(saved.sent?.request.variables).toEqual({ input: { sessionId: SESSION, displayName: "MJ" } });
  });

  it.each([
    [[["displayName", "MJ"]], "A browser session id is required"],
    [[["sessionId", SESSION]], communityMessages.displayNameRequired],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "   "],
      ],
      communityMessages.displayNameRequired,
    ],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "x".repeat(51)],
      ],
      communityMessages.displayNameTooLong,
    ],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "M\u0000J"],
      ],
      "Display name must not contain NUL characters",
    ],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "MJ"],
        ["displayName", "JM"],
      ],
      "Display name must be a string",
    ],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "MJ"],
        ["bio", "b".repeat(501)],
      ],
      communityMessages.bioTooLong,
    ],
    [
      [
        ["sessionId", SESSION],
        ["displayName", "MJ"],
        ["state", "C".repeat(101)],
      ],
      communityMessages.stateLength,
    ],
    [
      [
        ["sessionId", "session_1_a\u0000"],
        ["displayName", "MJ"],
      ],
      "The browser session id is not valid",
    ],
  ] as Array<[Array<[string, string]>, string]>)("refuses %j with 400 before asking the graph", async (parts, message) => {
    const refused = await post_("/api/community/profile", parts);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message } });
    expect(refused.sent).toBeUndefined();
  });

  it("refuses a second avatar, a file field it does not take, text (even blank) for the avatar and a 70 KB field, sending nothing", async () => {
    const fields: Array<[string, Part]> = [
      ["sessionId", SESSION],
      ["displayName", "MJ"],
    ];
    expect(
      await post_("/api/community/profile", [...fields, ["avatar", { bytes: photo }], ["avatar", { bytes: photo }]]),
    ).toMatchObject({
      status: 400,
      body: { message: communityMessages.oneImage },
      sent: undefined,
    });
    expect(await post_("/api/community/profile", [...fields, ["resume", { bytes: photo }]])).toMatchObject({
      status: 400,
      body: { message: 'The form has no file field named "resume"' },
      sent: undefined,
    });
    expect(await post_("/api/community/profile", [...fields, ["avatar", "https://example.com/me.jpg"]])).toMatchObject({
      status: 400,
      body: { message: "avatar must be a file" },
      sent: undefined,
    });
    expect(await post_("/api/community/profile", [...fields, ["avatar", ""]])).toMatchObject({
      status: 400,
      body: { message: "avatar must be a file" },
      sent: undefined,
    });
    expect(await post_("/api/community/profile", [...fields, ["bio", "b".repeat(70 * 1024)]])).toMatchObject({
      status: 413,
      sent: undefined,
    });
  });

  it("answers a JSON or a malformed body with a clear 4xx, never a server error", async () => {
    expect(await call("POST", "/api/community/profile", { body: { sessionId: SESSION, displayName: "MJ" } })).toMatchObject({
      status: 415,
      body: { message: "Send this form as multipart/form-data" },
    });
    const noBoundary = await server.inject({
      method: "POST",
      url: "/api/community/profile",
      payload: "--x\r\n",
      headers: { "content-type": "multipart/form-data" },
    });
    expect({ status: noBoundary.statusCode, body: noBoundary.json() }).toEqual({
      status: 400,
      body: { message: "The multipart body is malformed" },
    });
    const cut = await server.inject({
      method: "POST",
      url: "/api/community/profile",
      payload: '--x\r\nContent-Disposition: form-data; name="displayName"\r\n\r\nMJ',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(cut.statusCode).toBe(400);
    expect(sent).toHaveLength(0);
  });
});

describe("POST /api/community/posts (multipart)", () => {
  it("sends the post with its photo as base64, the session from the x-session-id header when the form has none", async () => {
    const created = await post_(
      "/api/community/posts",
      [
        ["profileId", PROFILE_ID],
        ["postText", "Blue Dream tonight"],
        ["questionId", ""],
        ["dispensaryId", STORE_ID],
        ["brandName", "Wana"],
        ["productName", " "],
        ["image", { bytes: photo, filename: "photo.jpg" }],
      ],
      { headers: { "x-session-id": SESSION }, data: { createCommunityPost: post } },
    );
    expect(created).toMatchObject({ status: 201, body: post });
    expect(created.sent?.request.variables).toEqual({
      input: {
        sessionId: SESSION,
        profileId: PROFILE_ID,
        postText: "Blue Dream tonight",
        dispensaryId: STORE_ID,
        brandName: "Wana",
        image: { base64: photo.toString("base64") },
      },
    });
  });

  it.each([
    [
      [
        ["profileId", PROFILE_ID],
        ["postText", "hi"],
      ],
      "A browser session id is required",
    ],
    [
      [
        ["sessionId", SESSION],
        ["profileId", PROFILE_ID],
        ["postText", " "],
      ],
      communityMessages.postTextRequired,
    ],
    [
      [
        ["sessionId", SESSION],
        ["profileId", PROFILE_ID],
        ["postText", "x".repeat(2001)],
      ],
      communityMessages.postTextTooLong,
    ],
    [
      [
        ["sessionId", SESSION],
        ["profileId", "nope"],
        ["postText", "hi"],
      ],
      communityMessages.profileNotFound,
    ],
    [
      [
        ["sessionId", SESSION],
        ["profileId", PROFILE_ID],
        ["postText", "hi"],
        ["dispensaryId", "42"],
      ],
      communityMessages.unknownDispensary,
    ],
  ] as Array<[Array<[string, string]>, string]>)("refuses %j with 400 before asking the graph", async (parts, message) => {
    const refused = await post_("/api/community/posts", parts);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message } });
    expect(refused.sent).toBeUndefined();
  });

  it.each([
    ["FORBIDDEN", 403, communityMessages.notYourProfile],
    ["NOT_FOUND", 404, communityMessages.profileNotFound],
    ["BAD_USER_INPUT", 400, communityMessages.notAnImage],
  ])("passes the graph's %s on as %i", async (code, status, message) => {
    gateway.answer = { data: null, errors: [{ message, extensions: { code } }] };
    const refused = await post_("/api/community/posts", [
      ["sessionId", SESSION],
      ["profileId", PROFILE_ID],
      ["postText", "hi"],
    ]);
    expect(refused).toMatchObject({ status, body: { message } });
  });

  it("answers 429 with Retry-After when posting too fast", async () => {
    gateway.answer = {
      data: null,
      errors: [{ message: "slow down", extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 42 } }],
    };
    const refused = await post_("/api/community/posts", [
      ["sessionId", SESSION],
      ["profileId", PROFILE_ID],
      ["postText", "hi"],
    ]);
    expect(refused).toMatchObject({ status: 429, headers: { "retry-after": "42" } });
  });
});

describe("the feed: /api/posts", () => {
  it("needs a bearer token to post, before reading the form", async () => {
    expect(await post_("/api/posts", [["content", "hi"]])).toMatchObject({ status: 401, sent: undefined });
  });

  it("sends up to 4 images in order, and refuses a fifth before any is sent on", async () => {
    const images = [1, 2, 3, 4, 5].map((n) => Buffer.from(`image ${n}`));
    const four = await post_(
      "/api/posts",
      [["content", "four"], ...images.slice(0, 4).map((bytes): [string, Part] => ["images", { bytes }])],
      { headers: AUTH, data: { createFeedPost: feedPost } },
    );
    expect(four.status).toBe(201);
    expect(four.sent?.request.variables).toEqual({
      input: { content: "four", images: images.slice(0, 4).map((bytes) => ({ base64: bytes.toString("base64") })) },
    });
    sent.length = 0;
    for (const count of [5, 6, 9]) {
      const many = Array.from({ length: count }, (_, n): [string, Part] => ["images", { bytes: Buffer.from(`i${n}`) }]);
      expect(await post_("/api/posts", many, { headers: AUTH })).toMatchObject({
        status: 400,
        body: { message: communityMessages.tooManyImages },
        sent: undefined,
      });
    }
  });

  it("sends images without text, and leaves an empty text out", async () => {
    const imageOnly = await post_(
      "/api/posts",
      [
        ["content", ""],
        ["images", { bytes: photo }],
      ],
      {
        headers: AUTH,
        data: { createFeedPost: feedPost },
      },
    );
    expect(imageOnly.sent?.request.variables).toEqual({ input: { images: [{ base64: photo.toString("base64") }] } });
  });

  it("answers the feed as a list with a Link to the next page", async () => {
    const page = await call("GET", "/api/posts?limit=1", {
      headers: AUTH,
      data: { feedPosts: { posts: [feedPost], nextCursor: "abc_123" } },
    });
    expect(page).toMatchObject({ status: 200, body: [feedPost] });
    expect(page.headers["x-next-cursor"]).toBe("abc_123");
    expect(page.headers.link).toBe('</api/posts?limit=1&cursor=abc_123>; rel="next"');
    expect(page.sent?.request.variables).toEqual({ first: 1, after: null });
    expect(page.sent?.headers.authorization).toBe("Bearer t");
    for (const query of ["limit=0", "limit=51", "limit=x", "cursor=a%00b"]) {
      expect((await call("GET", `/api/posts?${query}`)).status, query).toBe(400);
    }
  });
});

describe("the society's JSON calls", () => {
  it("answers 404 when the session has no profile, and 400 for a bad session id", async () => {
    expect(await call("GET", `/api/community/profile?sessionId=${SESSION}`, { data: { communityProfile: null } })).toMatchObject({
      status: 404,
      body: { message: communityMessages.noProfile },
    });
    expect((await call("GET", "/api/community/profile?sessionId=bad")).status).toBe(400);
    expect((await call("GET", "/api/community/profile")).status).toBe(400);
  });

  it("pages the society's posts and passes the session for its reactions", async () => {
    const page = await call("GET", `/api/community/posts?sessionId=${SESSION}&limit=5`, {
      data: { communityPosts: { posts: [post], nextCursor: null } },
    });
    expect(page).toMatchObject({ status: 200, body: [post] });
    expect(page.headers.link).toBeUndefined();
    expect(page.sent?.request.variables).toEqual({ sessionId: SESSION, first: 5, after: null });
  });

  it("toggles a reaction, and refuses another kind or a malformed post id", async () => {
    const toggle = { reactionType: "love", reacted: true, likesCount: 0, lovesCount: 1 };
    const reacted = await call("POST", `/api/community/posts/${POST_ID}/react`, {
      body: { sessionId: SESSION, reactionType: "love" },
      data: { reactToCommunityPost: toggle },
    });
    expect(reacted).toMatchObject({ status: 200, body: toggle });
    expect(reacted.sent?.request.variables).toEqual({
      input: { postId: POST_ID, sessionId: SESSION, reactionType: "love", reacted: null },
    });
    // A state asked for passes through; anything but a boolean is refused before the graph hears of it.
    sent.length = 0;
    const takenBack = await call("POST", `/api/community/posts/${POST_ID}/react`, {
      body: { sessionId: SESSION, reactionType: "love", reacted: false },
      data: { reactToCommunityPost: { ...toggle, reacted: false, lovesCount: 0 } },
    });
    expect(takenBack.sent?.request.variables).toMatchObject({ input: { reacted: false } });
    expect(
      await call("POST", `/api/community/posts/${POST_ID}/react`, {
        body: { sessionId: SESSION, reactionType: "love", reacted: "no" },
      }),
    ).toMatchObject({ status: 400, body: { message: communityMessages.reactedInvalid } });
    expect(
      await call("POST", `/api/community/posts/${POST_ID}/react`, { body: { sessionId: SESSION, reactionType: "fire" } }),
    ).toMatchObject({ status: 400, body: { message: communityMessages.reactionInvalid } });
    expect(
      await call("POST", "/api/community/posts/nope/react", { body: { sessionId: SESSION, reactionType: "like" } }),
    ).toMatchObject({ status: 404, body: { message: communityMessages.postNotFound } });
  });

  it("reports a post and a comment as the session", async () => {
    for (const [path, contentType] of [
      [`/api/community/posts/${POST_ID}/report`, "post"],
      [`/api/community/comments/${POST_ID}/report`, "comment"],
    ]) {
      sent.length = 0;
      const reported = await call("POST", path as string, {
        body: { sessionId: SESSION },
        data: { reportContent: { reported: true, hidden: false } },
      });
      expect(reported).toMatchObject({ status: 200, body: { reported: true, hidden: false } });
      expect(reported.sent?.request.variables).toEqual({ input: { contentType, contentId: POST_ID, sessionId: SESSION } });
    }
    sent.length = 0;
    const withReason = await call("POST", `/api/community/posts/${POST_ID}/report`, {
      body: { sessionId: SESSION, reason: "spam" },
      data: { reportContent: { reported: true, hidden: false } },
    });
    expect(withReason.sent?.request.variables).toEqual({
      input: { contentType: "post", contentId: POST_ID, sessionId: SESSION, reason: "spam" },
    });
    expect(
      await call("POST", `/api/community/posts/${POST_ID}/report`, { body: { sessionId: SESSION, reason: "rude" } }),
    ).toMatchObject({ status: 400, body: { message: communityMessages.reportReasonInvalid } });
  });

  it("answers a store's mentions, 404 when catalog has no such store", async () => {
    const mention = {
      id: POST_ID,
      brandName: "Wana",
      productName: null,
      postText: "hi",
      likesCount: 1,
      createdAt: post.createdAt,
    };
    expect(
      await call("GET", `/api/dispensaries/${STORE_ID}/mentions`, { data: { dispensary: { mentions: [mention] } } }),
    ).toMatchObject({ status: 200, body: [mention] });
    expect(await call("GET", `/api/dispensaries/${STORE_ID}/mentions`, { data: { dispensary: null } })).toMatchObject({
      status: 404,
      body: { message: catalogMessages.dispensaryNotFound },
    });
  });
});

describe("a body over the limits, over real HTTP", () => {
  let base: string;
  beforeAll(async () => {
    base = await server.listen({ port: 0, host: "127.0.0.1" });
  });

  it("answers a 9 MB image 413 with the community's message once the client has sent it, and sends nothing on", async () => {
    const form = new FormData();
    form.append("sessionId", SESSION);
    form.append("displayName", "MJ");
    form.append("avatar", new Blob([Buffer.alloc(9 * 1024 * 1024, 1)], { type: "image/jpeg" }), "big.jpg");
    const response = await fetch(`${base}/api/community/profile`, { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: communityMessages.imageTooLarge });
    expect(sent).toHaveLength(0);
  });
});

describe("the OpenAPI document of the uploads", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON read freely here.
  const document = buildOpenApiDocument(routes) as any;

  it("documents multipart bodies with binary file fields, and 413 and 415", () => {
    const profileForm = document.paths["/api/community/profile"].post;
    const schema = profileForm.requestBody.content["multipart/form-data"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["sessionId", "displayName"]));
    expect(schema.properties.avatar).toMatchObject({ type: "string", format: "binary" });
    expect(Object.keys(profileForm.responses)).toEqual(expect.arrayContaining(["200", "400", "413", "415", "429"]));

    const feed = document.paths["/api/posts"].post;
    expect(feed.security).toEqual([{ bearer: [] }]);
    expect(feed.requestBody.content["multipart/form-data"].schema.properties.images).toMatchObject({
      type: "array",
      maxItems: 4,
      items: { type: "string", format: "binary" },
    });
    expect(document.paths["/api/community/posts"].get.responses["200"].headers).toHaveProperty("Link");
  });
});
