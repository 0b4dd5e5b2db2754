import { testDatabase } from "@highcotton/kit/testing";
import type { FormattedExecutionResult } from "graphql";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages, WRITE_LIMITS } from "../../src/contract/index.ts";
import { postComments, posts } from "../../src/db/schema.ts";
import { type CommunityHarness, startCommunityHarness, type TestProfile } from "../support/community-harness.ts";

// A session id costs nothing to make up, so the society's anonymous writes are limited per client
// address as well as per session: sessions made up on one address share the address's limit,
// also when their requests arrive together.

const postgres = testDatabase("community_address_limits");

const CREATE = "mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { id } }";
const COMMENT = "mutation ($input: CommentOnCommunityPostInput!) { commentOnCommunityPost(input: $input) { id } }";
const REACT = "mutation ($input: ReactToCommunityPostInput!) { reactToCommunityPost(input: $input) { reacted } }";

const outcomes = (results: Array<FormattedExecutionResult<unknown>>) =>
  results.map((result) => String(result.errors?.[0]?.extensions?.code ?? "OK"));
const count = (codes: string[], code: string) => codes.filter((each) => each === code).length;

postgres.describe("per-address limits on the society's writes", (open) => {
  let harness: CommunityHarness;
  const from = (address: string) => ({ "x-forwarded-for": address });
  const db = () => harness.database.db;
  let members: TestProfile[];

  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    members = [await harness.profile(), await harness.profile(), await harness.profile()];
  });

  it("takes no more society posts from one address than its limit, however many sessions send them together", async () => {
    const { perActor, perAddress } = WRITE_LIMITS.post;
    const results = await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: perActor.max }, (_, index) =>
          harness.graph(CREATE, { input: { ...member, postText: `Post ${index}` } }, from("203.0.113.10")),
        ),
      ),
    );
    const codes = outcomes(results);
    expect(count(codes, "OK")).toBe(perAddress.max);
    expect(count(codes, "TOO_MANY_REQUESTS")).toBe(members.length * perActor.max - perAddress.max);
    const refused = results.find((result) => result.errors)!.errors![0]!;
    expect(refused.message).toBe(messages.postingTooFast);
    expect(refused.extensions?.retryAfter).toBeGreaterThan(0);
    expect(await db().select().from(posts)).toHaveLength(perAddress.max);

    // Another address is not held back, and the address may post again once the window has passed.
    const fresh = await harness.profile();
    expect(
      (await harness.graph(CREATE, { input: { ...fresh, postText: "Elsewhere" } }, from("203.0.113.11"))).errors,
    ).toBeUndefined();
    expect(outcomes([await harness.graph(CREATE, { input: { ...fresh, postText: "Here" } }, from("203.0.113.10"))])).toEqual([
      "TOO_MANY_REQUESTS",
    ]);
    harness.clock.advance(perAddress.windowSeconds * 1000);
    expect(
      (await harness.graph(CREATE, { input: { ...fresh, postText: "Later" } }, from("203.0.113.10"))).errors,
    ).toBeUndefined();
  });

  it("takes no more comments from one address than its limit, from sessions of their own", async () => {
    const { perActor, perAddress } = WRITE_LIMITS.comment;
    const postId = await harness.post(members[0]!);
    const results = await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: perActor.max }, (_, index) =>
          harness.graph(COMMENT, { input: { ...member, postId, commentText: `Comment ${index}` } }, from("203.0.113.20")),
        ),
      ),
    );
    expect(count(outcomes(results), "OK")).toBe(perAddress.max);
    expect(results.find((result) => result.errors)!.errors![0]!.message).toBe(messages.commentingTooFast);
    expect(await db().select().from(postComments)).toHaveLength(perAddress.max);
  });

  it("limits reactions per session and per address", async () => {
    const { perActor, perAddress } = WRITE_LIMITS.reaction;
    const postId = await harness.post(members[0]!);
    const react = (sessionId: string, address: string) =>
      harness.graph(REACT, { input: { postId, sessionId, reactionType: "like" } }, from(address));
    const session = harness.session();
    const oneSession = await Promise.all(Array.from({ length: perActor.max + 2 }, () => react(session, "203.0.113.30")));
    expect(count(outcomes(oneSession), "OK")).toBe(perActor.max);
    expect(oneSession.find((result) => result.errors)!.errors![0]!.message).toBe(messages.reactingTooFast);

    const sessions = Array.from({ length: 3 }, () => harness.session());
    const perSession = Math.ceil((perAddress.max + 5) / sessions.length);
    const manySessions = await Promise.all(
      sessions.flatMap((each) => Array.from({ length: perSession }, () => react(each, "203.0.113.31"))),
    );
    expect(count(outcomes(manySessions), "OK")).toBe(perAddress.max);
  });
});
