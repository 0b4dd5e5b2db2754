import { randomUUID } from "node:crypto";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { messages as communityMessages, WRITE_LIMITS } from "@highcotton/community/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp, type Upload } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// The society and the feed through SPEC's REST calls on the system as `npm start` runs it:
// profiles and posts sent as multipart forms, photos stripped of their metadata and stored as
// WebP, impostor files refused by their content, reactions, comments, reports that made-up
// sessions cannot use to hide a post, a store's mentions once catalog's store has reached
// community, pages that show every post once, and posting limits that made-up sessions share
// with their address.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

let sessions = 0;
const newSession = () => `session_${Date.now()}_soc${(sessions++).toString(36)}`;

/** Posts a multipart form as a browser's FormData does; the answer as status, parsed body and headers. */
const postForm: ReturnType<typeof apiClient>["postForm"] = (...form) => api.postForm(...form);

/** A photo-like JPEG (noise, so it does not compress to nothing). */
const jpegPhoto = (width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A JPEG with EXIF naming a camera and a GPS position (Denver), as a phone writes it. */
const jpegWithGps = async () =>
  sharp(await jpegPhoto())
    .withExif({
      IFD0: { Make: "TestPhone", Model: "TP-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 44/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "104/1 59/1 2400/100" },
    })
    .jpeg()
    .toBuffer();

/** Fetches a stored image from the system and reads what it is. */
async function storedImage(url: string) {
  const response = await fetch(new URL(url, system.url));
  expect(response.status, url).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { contentType: response.headers.get("content-type"), metadata: await sharp(bytes).metadata() };
}

interface Member {
  sessionId: string;
  profileId: string;
}

/** A browser session with a community profile (made by `client`, the shared one unless given). */
async function newMember(displayName = "Mary Jane", client = api): Promise<Member> {
  const sessionId = newSession();
  const saved = await client.postForm("/api/community/profile", { sessionId, displayName, city: "Denver", state: "CO" });
  expect(saved.status).toBe(200);
  return { sessionId, profileId: saved.body.id };
}

const societyPost = (member: Member, fields: Record<string, string> = {}, files: Upload[] = [], client = api) =>
  client.postForm(
    "/api/community/posts",
    { sessionId: member.sessionId, profileId: member.profileId, postText: "Blue Dream tonight", ...fields },
    files,
  );

/** Follows `Link: <…>; rel="next"` from `first` to the last page; every post of every page. */
async function allPages(first: string, token?: string) {
  const seen: Array<{ id: string; createdAt: string }> = [];
  let next: string | null = first;
  let pages = 0;
  while (next) {
    const page = await api.get(next, { token });
    expect(page.status, next).toBe(200);
    expect(Array.isArray(page.body)).toBe(true);
    seen.push(...page.body);
    const link = page.headers.get("link");
    next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
    if (link) expect(page.headers.get("x-next-cursor")).toEqual(expect.any(String));
    pages++;
    expect(pages).toBeLessThan(200);
  }
  return { seen, pages };
}

/** Pages from `first` to the last (more than two), each post once and newest first, the `made` ones among them. */
async function expectEachPostOnce(first: string, made: string[], token?: string) {
  const { seen, pages } = await allPages(first, token);
  const ids = seen.map((post) => post.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining(made));
  expect(pages).toBeGreaterThan(2);
  const times = seen.map((post) => post.createdAt);
  expect(times).toEqual([...times].sort().reverse());
}

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
}, 240_000);

afterAll(async () => {
  await system?.stop();
});

describe("profiles: /api/community/profile", () => {
  it("is 404 until the session saves one (multipart), which it then reads back; empty optional fields are not stored", async () => {
    const sessionId = newSession();
    expect(await api.get(`/api/community/profile?sessionId=${sessionId}`)).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });
    const saved = await postForm("/api/community/profile", {
      sessionId,
      displayName: "Mary Jane",
      bio: "",
      city: "Denver",
      state: "co",
      birthday: yearsAgo(30),
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { displayName: "Mary Jane", bio: null, city: "Denver", state: "CO", birthday: yearsAgo(30), avatarUrl: null },
    });
    const read = await api.get(`/api/community/profile?sessionId=${sessionId}`);
    expect(read).toMatchObject({ status: 200, body: saved.body });

    const updated = await postForm("/api/community/profile", { sessionId, displayName: "MJ", bio: "Edibles only" });
    expect(updated.body).toMatchObject({ id: saved.body.id, displayName: "MJ", bio: "Edibles only" });
  });

  it("refuses someone under 21 with 400, saving nothing", async () => {
    const sessionId = newSession();
    expect(
      await postForm("/api/community/profile", { sessionId, displayName: "Too Young", birthday: yearsAgo(21, 1) }),
    ).toMatchObject({ status: 400, body: { message: communityMessages.birthdayTooYoung } });
    expect((await api.get(`/api/community/profile?sessionId=${sessionId}`)).status).toBe(404);
    // A day either side of 21 years, whatever the time zone of the service's "today".
    const justTurned = await postForm("/api/community/profile", { sessionId, displayName: "Of Age", birthday: yearsAgo(21, -1) });
    expect(justTurned.status).toBe(200);
  });

  it.each([
    [{ displayName: "" }, communityMessages.displayNameRequired],
    [{ displayName: "x".repeat(51) }, communityMessages.displayNameTooLong],
    [{ displayName: "Mary\u0000Jane" }, "Display name must not contain NUL characters"],
    [{ displayName: "x".repeat(60_000) }, communityMessages.displayNameTooLong],
    [{ state: "Colorado" }, communityMessages.stateLength],
    [{ birthday: "1990-02-30" }, communityMessages.birthdayInvalid],
    [{ sessionId: "not-a-session" }, "The browser session id is not valid"],
  ])("answers %o with 400 and the rule's message", async (overrides, message) => {
    const response = await postForm("/api/community/profile", { sessionId: newSession(), displayName: "MJ", ...overrides });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("answers a bad session id in the query with 400, and a JSON body with 415", async () => {
    expect((await api.get("/api/community/profile?sessionId=bad")).status).toBe(400);
    expect((await api.get("/api/community/profile")).status).toBe(400);
    expect((await api.post("/api/community/profile", { sessionId: newSession(), displayName: "MJ" })).status).toBe(415);
  });

  it("keeps an avatar as WebP without its EXIF (no GPS position)", async () => {
    const sessionId = newSession();
    const saved = await postForm("/api/community/profile", { sessionId, displayName: "Shutterbug" }, [
      { field: "avatar", bytes: await jpegWithGps() },
    ]);
    expect(saved.status).toBe(200);
    const avatar = await storedImage(saved.body.avatarUrl);
    expect(avatar.contentType).toBe("image/webp");
    expect(avatar.metadata.format).toBe("webp");
    expect(avatar.metadata.exif).toBeUndefined();
  });
});

describe("the question of the day: /api/community/question/active", () => {
  it("answers today's question", async () => {
    const question = await eventually(
      async () => {
        const response = await api.get("/api/community/question/active");
        return response.status === 200 ? response.body : undefined;
      },
      60_000,
      "an active question",
    );
    expect(question).toEqual({ id: expect.any(String), questionText: expect.any(String) });
    expect(question.questionText.length).toBeGreaterThan(0);
  });
});

describe("society posts: /api/community/posts", () => {
  let author: Member;

  beforeAll(async () => {
    author = await newMember("Mary Jane");
  });

  it("posts a photo sent with GPS EXIF, stored as WebP without any EXIF, and lists it newest first", async () => {
    const created = await societyPost(author, { postText: "Sunset sativa on the porch", brandName: "Wana", productName: "" }, [
      { field: "image", bytes: await jpegWithGps(), filename: "IMG_0001.JPG" },
    ]);
    expect(created).toMatchObject({
      status: 201,
      body: {
        profileId: author.profileId,
        postText: "Sunset sativa on the porch",
        brandName: "Wana",
        productName: null,
        likesCount: 0,
        lovesCount: 0,
        commentsCount: 0,
        userReactions: [],
        profile: { displayName: "Mary Jane", city: "Denver", state: "CO" },
      },
    });
    for (const url of [created.body.imageUrl, created.body.thumbnailUrl]) {
      const image = await storedImage(url);
      expect(image.contentType).toBe("image/webp");
      expect(image.metadata.format).toBe("webp");
      expect(image.metadata.exif).toBeUndefined();
    }
    const list = await api.get(`/api/community/posts?sessionId=${author.sessionId}`);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: created.body.id, imageUrl: created.body.imageUrl });
  });

  /** The community's stored photos (other journeys store designs and ads at the same time). */
  const communityFiles = () => system.storedFiles().filter((file) => file.includes("/objects/community/"));

  it("refuses a renamed text file as a photo with 400, and posts nothing", async () => {
    const before = communityFiles();
    // The photo posted above is there, so an unchanged folder means nothing was added.
    expect(before.length).toBeGreaterThan(0);
    const postText = `Not a photo ${randomUUID()}`;
    const refused = await societyPost(author, { postText }, [
      { field: "image", bytes: Buffer.from("#!/bin/sh\necho this is not a photo\n"), filename: "photo.jpg", type: "image/jpeg" },
    ]);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: communityMessages.notAnImage },
    });
    const list = await api.get("/api/community/posts?limit=50");
    expect(list.body.some((post: { postText: string }) => post.postText === postText)).toBe(false);
    expect(communityFiles()).toEqual(before);
  });

  it("refuses a photo over 8 MB with 413, storing nothing", async () => {
    const before = communityFiles();
    const refused = await societyPost(author, { postText: "huge" }, [
      { field: "image", bytes: Buffer.alloc(9 * 1024 * 1024, 7) },
    ]);
    expect(refused).toMatchObject({ status: 413, body: { message: communityMessages.imageTooLarge } });
    expect(communityFiles()).toEqual(before);
  });

  it("answers 403 for another session's profile, 404 for no profile, 400 for an unknown store or blank text", async () => {
    const stranger = await newMember("Stranger");
    expect(await societyPost({ sessionId: stranger.sessionId, profileId: author.profileId })).toMatchObject({
      status: 403,
      body: { message: communityMessages.notYourProfile },
    });
    expect((await societyPost({ sessionId: stranger.sessionId, profileId: randomUUID() })).status).toBe(404);
    expect(await societyPost(author, { dispensaryId: randomUUID() })).toMatchObject({
      status: 400,
      body: { message: communityMessages.unknownDispensary },
    });
    expect(await societyPost(author, { postText: "   " })).toMatchObject({
      status: 400,
      body: { message: communityMessages.postTextRequired },
    });
    expect(await societyPost(author, { postText: "x\u0000y" })).toMatchObject({ status: 400 });
    expect(await postForm("/api/community/posts", { profileId: author.profileId, postText: "no session" })).toMatchObject({
      status: 400,
      body: { message: "A browser session id is required" },
    });
  });

  it("takes the session from x-session-id when the form has none (SPEC's payload)", async () => {
    const member = await newMember("Header Hal");
    const created = await postForm(
      "/api/community/posts",
      { profileId: member.profileId, postText: "Session from the header" },
      [],
      { headers: { "x-session-id": member.sessionId } },
    );
    expect(created).toMatchObject({ status: 201, body: { profileId: member.profileId } });
  });

  it("toggles like and love per session, and shows the session's own reactions", async () => {
    const post = (await societyPost(author, { postText: "React to me" })).body;
    const fan = newSession();
    const react = (sessionId: string, reactionType: string) =>
      api.post(`/api/community/posts/${post.id}/react`, { sessionId, reactionType });
    expect((await react(fan, "like")).body).toMatchObject({ reactionType: "like", reacted: true, likesCount: 1, lovesCount: 0 });
    expect((await react(fan, "love")).body).toMatchObject({ reactionType: "love", reacted: true, likesCount: 1, lovesCount: 1 });
    const mine = (await api.get(`/api/community/posts?sessionId=${fan}`)).body.find(
      (item: { id: string }) => item.id === post.id,
    );
    expect(mine).toMatchObject({ likesCount: 1, lovesCount: 1 });
    expect([...mine.userReactions].sort()).toEqual(["like", "love"]);
    const others = (await api.get(`/api/community/posts?sessionId=${newSession()}`)).body.find(
      (item: { id: string }) => item.id === post.id,
    );
    expect(others.userReactions).toEqual([]);
    expect((await react(fan, "like")).body).toMatchObject({ reactionType: "like", reacted: false, likesCount: 0 });
    // Asked for a state, the call is the same twice: a repeated "take it back" leaves it taken back.
    const takeBack = () =>
      api.post(`/api/community/posts/${post.id}/react`, { sessionId: fan, reactionType: "love", reacted: false });
    expect((await takeBack()).body).toMatchObject({ reacted: false, lovesCount: 0 });
    expect((await takeBack()).body).toMatchObject({ reacted: false, lovesCount: 0 });
    expect(await react(fan, "fire")).toMatchObject({ status: 400, body: { message: communityMessages.reactionInvalid } });
    expect((await api.post(`/api/community/posts/${randomUUID()}/react`, { sessionId: fan, reactionType: "like" })).status).toBe(
      404,
    );
  });

  it("adds comments with the commenter's profile and counts them, and lists them oldest first", async () => {
    const post = (await societyPost(author, { postText: "Comment on me" })).body;
    const commenter = await newMember("Chatty Cathy");
    const first = await api.post(`/api/community/posts/${post.id}/comments`, {
      sessionId: commenter.sessionId,
      profileId: commenter.profileId,
      commentText: "Great pick",
    });
    expect(first).toMatchObject({
      status: 201,
      body: {
        postId: post.id,
        profileId: commenter.profileId,
        commentText: "Great pick",
        profile: { displayName: "Chatty Cathy" },
      },
    });
    // SPEC's payload has no session id: the x-session-id header carries it.
    const second = await api.post(
      `/api/community/posts/${post.id}/comments`,
      { profileId: author.profileId, commentText: "Thanks!" },
      { headers: { "x-session-id": author.sessionId } },
    );
    expect(second.status).toBe(201);
    const comments = await api.get(`/api/community/posts/${post.id}/comments`);
    expect(comments.body.map((comment: { commentText: string }) => comment.commentText)).toEqual(["Great pick", "Thanks!"]);
    const listed = (await api.get("/api/community/posts?limit=50")).body.find((item: { id: string }) => item.id === post.id);
    expect(listed.commentsCount).toBe(2);

    const body = { sessionId: commenter.sessionId, profileId: commenter.profileId, commentText: "   " };
    expect(await api.post(`/api/community/posts/${post.id}/comments`, body)).toMatchObject({
      status: 400,
      body: { message: communityMessages.commentRequired },
    });
    expect(
      (
        await api.post(`/api/community/posts/${post.id}/comments`, {
          sessionId: commenter.sessionId,
          profileId: author.profileId,
          commentText: "as someone else",
        })
      ).status,
    ).toBe(403);
    expect((await api.get(`/api/community/posts/${randomUUID()}/comments`)).status).toBe(404);
    expect((await api.get("/api/community/posts/not-an-id/comments")).status).toBe(404);
  });

  it("keeps a post that three made-up sessions report, even from three addresses, counting one report per session", async () => {
    const post = (await societyPost(author, { postText: `Report me ${randomUUID()}` })).body;
    const reporters = [apiClient(system.url), apiClient(system.url), apiClient(system.url)];
    const report = (client: ReturnType<typeof apiClient>, sessionId: string, body: Record<string, string> = {}) =>
      client.post(`/api/community/posts/${post.id}/report`, { sessionId, ...body });
    const first = newSession();
    expect(await report(reporters[0]!, first, { reason: "spam" })).toMatchObject({
      status: 200,
      body: { reported: true, hidden: false },
    });
    expect((await report(reporters[0]!, first)).body).toEqual({ reported: true, hidden: false });
    for (const client of reporters.slice(1))
      expect((await report(client, newSession())).body).toEqual({ reported: true, hidden: false });
    const list = await api.get("/api/community/posts?limit=50");
    expect(list.body.some((item: { id: string }) => item.id === post.id)).toBe(true);
    expect(await report(reporters[0]!, newSession(), { reason: "rude" })).toMatchObject({
      status: 400,
      body: { message: communityMessages.reportReasonInvalid },
    });
    expect((await api.post(`/api/community/posts/${randomUUID()}/report`, { sessionId: first })).status).toBe(404);
  });

  it("reports a comment", async () => {
    const member = await newMember("Commenter");
    const post = (await societyPost(member, { postText: "A comment to report" })).body;
    const comment = (
      await api.post(`/api/community/posts/${post.id}/comments`, {
        sessionId: member.sessionId,
        profileId: member.profileId,
        commentText: "Report this one",
      })
    ).body;
    expect(await api.post(`/api/community/comments/${comment.id}/report`, { sessionId: newSession() })).toMatchObject({
      status: 200,
      body: { reported: true, hidden: false },
    });
  });

  it("pages the society with Link headers, showing every post once, newest first", async () => {
    // A client of its own: the shared one's address has posted above.
    const pager = apiClient(system.url);
    const poster = await newMember("Pager", pager);
    const made: string[] = [];
    for (let n = 0; n < 5; n++) made.push((await societyPost(poster, { postText: `Page post ${n}` }, [], pager)).body.id);
    await expectEachPostOnce(`/api/community/posts?sessionId=${poster.sessionId}&limit=3`, made);
    // A sixth post within 10 minutes is posting too fast.
    const sixth = await societyPost(poster, { postText: "One too many" }, [], pager);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("holds back posts from made-up sessions on one address past the address's limit, with 429 and Retry-After", async () => {
    const { perActor, perAddress } = WRITE_LIMITS.post;
    const client = apiClient(system.url);
    const sessions = [await newMember("One", client), await newMember("Two", client), await newMember("Three", client)];
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof societyPost>> | undefined;
    for (const member of sessions) {
      for (let n = 0; n < perActor.max; n++) {
        const posted = await societyPost(member, { postText: `Flood ${n}` }, [], client);
        statuses.push(posted.status);
        if (posted.status === 429) refused ??= posted;
      }
    }
    expect(statuses).toEqual([...Array(perAddress.max).fill(201), ...Array(3 * perActor.max - perAddress.max).fill(429)]);
    expect(refused?.body).toEqual({ message: communityMessages.postingTooFast });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers a bad limit or cursor with 400", async () => {
    for (const query of ["limit=0", "limit=51", "limit=ten", "cursor=!!", `cursor=${"a".repeat(300)}`]) {
      expect((await api.get(`/api/community/posts?${query}`)).status, query).toBe(400);
    }
    expect((await api.get("/api/community/posts?cursor=bm90LWEtY3Vyc29y")).body).toEqual({
      message: communityMessages.cursorInvalid,
    });
    // Well-formed, but at a year PostgreSQL does not hold: still the client's mistake, not a 5xx.
    for (const time of ["0000-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z"]) {
      const cursor = Buffer.from(`${time}|${randomUUID()}`).toString("base64url");
      for (const path of ["/api/community/posts", "/api/posts"]) {
        expect(await api.get(`${path}?cursor=${cursor}`), `${path} ${time}`).toMatchObject({
          status: 400,
          body: { message: communityMessages.cursorInvalid },
        });
      }
    }
  });
});

describe("a store's mentions: /api/dispensaries/{id}/mentions", () => {
  it("lists the society posts that name a store created through /api/dispensary", async () => {
    const owner = await signUp(api, "dispensary");
    const store = await api.post(
      "/api/dispensary",
      {
        businessType: "dispensary",
        name: "Mile High Greens",
        address: "1 Larimer St",
        city: "Denver",
        state: "CO",
        zipCode: "80202",
        paymentMethodId: "pm_card_visa",
      },
      { token: owner.token },
    );
    expect(store.status).toBe(201);
    const storeId: string = store.body.id;
    expect(await api.get(`/api/dispensaries/${storeId}/mentions`)).toMatchObject({ status: 200, body: [] });

    const member = await newMember("Regular");
    // The store reaches community from catalog's DispensaryCreated; until then it is unknown there.
    const post = await eventually(
      async () => {
        const created = await societyPost(member, {
          postText: "Picked up some gummies",
          dispensaryId: storeId,
          brandName: "Wana",
          productName: "Sour Gummies",
        });
        if (created.status === 201) return created.body;
        expect(created.body.message).toBe(communityMessages.unknownDispensary);
        return undefined;
      },
      60_000,
      "the store known to community",
    );
    expect(post.dispensary).toEqual({ id: storeId, name: "Mile High Greens", city: "Denver", state: "CO" });
    const mentions = await api.get(`/api/dispensaries/${storeId}/mentions`);
    expect(mentions).toMatchObject({
      status: 200,
      body: [{ id: post.id, brandName: "Wana", productName: "Sour Gummies", postText: "Picked up some gummies", likesCount: 0 }],
    });
    expect(await api.get(`/api/dispensaries/${randomUUID()}/mentions`)).toMatchObject({
      status: 404,
      body: { message: catalogMessages.dispensaryNotFound },
    });
  });
});

describe("the feed: /api/posts", () => {
  let fan: { username: string; token: string };

  beforeAll(async () => {
    fan = await signUp(api, "user");
  });

  it("needs a signed-in user to post, like, comment or report", async () => {
    expect(await postForm("/api/posts", { content: "hello" })).toMatchObject({ status: 401 });
    const id = randomUUID();
    expect((await api.post(`/api/posts/${id}/like`)).status).toBe(401);
    expect((await api.post(`/api/posts/${id}/comments`, { content: "hi" })).status).toBe(401);
    expect((await api.post(`/api/posts/${id}/report`)).status).toBe(401);
    expect((await api.post(`/api/posts/${id}/report`, undefined, { token: "forged" })).status).toBe(401);
    expect((await postForm("/api/posts", { content: "hello" }, [], { token: "forged" })).status).toBe(401);
  });

  it("refuses an empty post and a fifth image with SPEC's messages, storing nothing", async () => {
    const before = system.storedFiles();
    expect(await postForm("/api/posts", { content: "" }, [], { token: fan.token })).toMatchObject({
      status: 400,
      body: { message: communityMessages.emptyFeedPost },
    });
    const photo = await jpegPhoto(320, 240);
    const five = Array.from({ length: 5 }, () => ({ field: "images", bytes: photo }));
    expect(await postForm("/api/posts", { content: "five" }, five, { token: fan.token })).toMatchObject({
      status: 400,
      body: { message: communityMessages.tooManyImages },
    });
    expect(system.storedFiles()).toEqual(before);
  });

  it("posts text with 2 images, likes, comments, and reads it all back", async () => {
    const images = [
      { field: "images", bytes: await jpegWithGps() },
      { field: "images", bytes: await jpegPhoto(640, 480), filename: "second.png", type: "image/png" },
    ];
    const created = await postForm("/api/posts", { content: "Two from the grow" }, images, { token: fan.token });
    expect(created).toMatchObject({
      status: 201,
      body: { content: "Two from the grow", user: { username: fan.username }, likesCount: 0, commentsCount: 0, isLiked: false },
    });
    expect(created.body.imageUrls).toHaveLength(2);
    expect(created.body.thumbnailUrls).toHaveLength(2);
    const first = await storedImage(created.body.imageUrls[0]);
    expect(first.metadata).toMatchObject({ format: "webp", width: 800, height: 600 });
    expect(first.metadata.exif).toBeUndefined();
    expect((await storedImage(created.body.imageUrls[1])).metadata).toMatchObject({ format: "webp", width: 640 });

    const id: string = created.body.id;
    const other = await signUp(api, "user");
    expect(await api.post(`/api/posts/${id}/like`, undefined, { token: other.token })).toMatchObject({
      status: 200,
      body: { liked: true, likesCount: 1 },
    });
    const comment = await api.post(`/api/posts/${id}/comments`, { content: "Looking frosty" }, { token: other.token });
    expect(comment).toMatchObject({
      status: 201,
      body: { postId: id, content: "Looking frosty", user: { username: other.username } },
    });
    expect(await api.post(`/api/posts/${id}/comments`, { content: " " }, { token: other.token })).toMatchObject({
      status: 400,
      body: { message: communityMessages.commentRequired },
    });

    const asOther = (await api.get("/api/posts", { token: other.token })).body.find((post: { id: string }) => post.id === id);
    expect(asOther).toMatchObject({
      isLiked: true,
      likesCount: 1,
      commentsCount: 1,
      comments: [{ content: "Looking frosty", user: { username: other.username } }],
    });
    const signedOut = (await api.get("/api/posts")).body.find((post: { id: string }) => post.id === id);
    expect(signedOut).toMatchObject({ isLiked: false, likesCount: 1 });

    expect(await api.post(`/api/posts/${id}/like`, undefined, { token: other.token })).toMatchObject({
      body: { liked: false, likesCount: 0 },
    });
    for (const liked of [true, true, false, false]) {
      expect(await api.post(`/api/posts/${id}/like`, { liked }, { token: other.token })).toMatchObject({
        status: 200,
        body: { liked, likesCount: liked ? 1 : 0 },
      });
    }
    expect((await api.post(`/api/posts/${id}/like`, { liked: "yes" }, { token: other.token })).status).toBe(400);
    expect((await api.post(`/api/posts/${randomUUID()}/like`, undefined, { token: other.token })).status).toBe(404);
    expect(await api.post(`/api/posts/${id}/report`, undefined, { token: other.token })).toMatchObject({
      status: 200,
      body: { reported: true, hidden: false },
    });
  });

  it("posts images without text", async () => {
    const created = await postForm("/api/posts", {}, [{ field: "images", bytes: await jpegPhoto(300, 300) }], {
      token: fan.token,
    });
    expect(created).toMatchObject({ status: 201, body: { content: "" } });
    expect(created.body.imageUrls).toHaveLength(1);
  });

  it("pages the feed with Link headers, showing every post once, newest first", async () => {
    const made: string[] = [];
    for (let account = 0; account < 2; account++) {
      const poster = await signUp(api, "user");
      for (let n = 0; n < 4; n++) {
        const created = await postForm("/api/posts", { content: `Feed page ${account}.${n}` }, [], { token: poster.token });
        expect(created.status).toBe(201);
        made.push(created.body.id);
      }
    }
    await expectEachPostOnce("/api/posts?limit=3", made, fan.token);
  });
});
