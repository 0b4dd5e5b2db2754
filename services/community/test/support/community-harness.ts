import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Database, LocalObjectStorage } from "@highcotton/kit";
import {
  registerTestAccount,
  type ServiceHarness,
  type ServiceHarnessOptions,
  startServiceHarness,
  startTestStorage,
  type TestAccount,
  TestClock,
} from "@highcotton/kit/testing";
import { DispensaryCreatedSchema, DispensaryFeePaidSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../../src/application/community-deps.ts";
import { defineCommunityService } from "../../src/service.ts";

export { type TestAccount, TestClock };

export type CommunityHarnessOptions = ServiceHarnessOptions<CommunityDeps>;

/** A profile made through the graph, with the session that owns it. */
export interface TestProfile {
  sessionId: string;
  profileId: string;
}

/** Community started as the product starts it (its definition, consumers and resolvers) on one store. */
export interface CommunityHarness extends ServiceHarness<CommunityDeps> {
  /** Where uploads are stored (a fresh folder, emptied by `reset`). */
  storage: LocalObjectStorage;
  storageDir: string;
  /** Every stored object's key, sorted (the content-type notes beside them left out). */
  storedKeys(): string[];
  /** A signed-in account, announced by identity's UserRegistered (a made-up username unless told). */
  account(role?: "user" | "dispensary" | "merchant", username?: string): Promise<TestAccount>;
  /**
   * A store, announced by catalog's DispensaryCreated, with its sign-on fee paid (DispensaryFeePaid)
   * unless `paid` is false; answers its id.
   */
  store(facts?: { name?: string; city?: string; state?: string; paid?: boolean }): Promise<string>;
  /** A new browser session's id. */
  session(): string;
  /** A session with a saved profile (saveCommunityProfile through the graph). */
  profile(fields?: Record<string, unknown>): Promise<TestProfile>;
  /** A society post by a profile (createCommunityPost through the graph); answers its id. */
  post(author: TestProfile, fields?: Record<string, unknown>): Promise<string>;
}

export const COMMUNITY_TABLES = [
  "mentions",
  "post_reactions",
  "post_comments",
  "images",
  "posts",
  "feed_post_likes",
  "feed_comments",
  "feed_posts",
  "question_days",
  "questions",
  "profiles",
  "reports",
  "activity",
  "store_replicas",
  "store_fee_states",
  "account_replicas",
  "operator_actions",
  "outbox",
  "inbox",
];

/** A browser session id as the web app makes it (SPEC §3: `session_`, a timestamp, a random string). */
const newSessionId = () => `session_${Date.now()}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

export async function startCommunityHarness(
  open: () => Promise<Database>,
  options: CommunityHarnessOptions = {},
): Promise<CommunityHarness> {
  const files = startTestStorage("community-uploads-");
  const harness = await startServiceHarness(defineCommunityService, {
    ...options,
    deps: { storage: files.storage, ...options.deps },
    database: await open(),
    tables: COMMUNITY_TABLES,
  });
  const { graph, deliver, clock } = harness;

  const profile = async (fields: Record<string, unknown> = {}): Promise<TestProfile> => {
    const sessionId = (fields.sessionId as string | undefined) ?? newSessionId();
    const result = await graph<{ saveCommunityProfile: { id: string } }>(
      "mutation ($input: SaveCommunityProfileInput!) { saveCommunityProfile(input: $input) { id } }",
      { input: { displayName: "Denver Dank", city: "Denver", state: "CO", ...fields, sessionId } },
    );
    const profileId = result.data?.saveCommunityProfile.id;
    if (!profileId) throw new Error(`saveCommunityProfile failed: ${JSON.stringify(result.errors)}`);
    return { sessionId, profileId };
  };

  return {
    ...harness,
    storage: files.storage,
    storageDir: files.storageDir,
    storedKeys: files.storedKeys,
    async reset() {
      await harness.reset();
      files.empty();
    },
    async stop() {
      await harness.stop();
      files.remove();
    },
    account: (role = "user", username?: string) => registerTestAccount(harness, role, username),
    async store(facts = {}) {
      const dispensaryId = randomUUID();
      await deliver(DispensaryCreatedSchema, dispensaryId, {
        dispensaryId,
        ownerUserId: randomUUID(),
        businessType: "dispensary",
        name: facts.name ?? "Greenleaf Dispensary",
        city: facts.city ?? "Denver",
        state: facts.state ?? "CO",
        createdAt: timestampFromDate(clock.now()),
      });
      if (facts.paid !== false) {
        await deliver(DispensaryFeePaidSchema, dispensaryId, {
          dispensaryId,
          amountCents: 10_000,
          kind: "sign_on",
          paidAt: timestampFromDate(clock.now()),
        });
      }
      return dispensaryId;
    },
    session: newSessionId,
    profile,
    async post(author, fields = {}) {
      const result = await graph<{ createCommunityPost: { id: string } }>(
        "mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { id } }",
        { input: { postText: "Blue Dream tonight, smooth and sweet.", ...fields, ...author } },
      );
      const postId = result.data?.createCommunityPost.id;
      if (!postId) throw new Error(`createCommunityPost failed: ${JSON.stringify(result.errors)}`);
      return postId;
    },
  };
}
