import { readFileSync } from "node:fs";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  CommunityContentHiddenSchema,
  CommunityPostPublishedSchema,
  DispensaryCreatedSchema,
  DispensaryFeePaidSchema,
  DispensaryFeeRenewalFailedSchema,
  DispensaryMentionedSchema,
  UserRegisteredSchema,
} from "@highcotton/proto";
import type { CommunityDeps } from "./application/community-deps.ts";
import { rotateQuestion } from "./application/rotate-question.ts";
import { seedDemoCommunity } from "./application/seed-demo-community.ts";
import { seedQuestions } from "./application/seed-questions.ts";
import { BUILT_IN_BLOCKED_WORDS } from "./domain/blocklist.ts";
import { onDispensaryCreated } from "./events/dispensary-created.consumer.ts";
import { onDispensaryFee } from "./events/dispensary-fee.consumer.ts";
import { onUserRegistered } from "./events/user-registered.consumer.ts";
import { feedResolvers } from "./resolvers/feed.resolver.ts";
import { mentionResolvers } from "./resolvers/mention.resolver.ts";
import { moderationResolvers } from "./resolvers/moderation.resolver.ts";
import { profileResolvers } from "./resolvers/profile.resolver.ts";
import { questionResolvers } from "./resolvers/question.resolver.ts";
import { societyResolvers } from "./resolvers/society.resolver.ts";
import { communitySettings } from "./settings.ts";
import { SharpImageProcessor } from "./uploads/sharp-image-processor.ts";

/** How often the daily question job looks whether today has its question (it is idempotent). */
const QUESTION_CHECK_MS = 10 * 60_000;

export const communityService = defineCommunityService();

/**
 * The community service. `adjust` sees and may change its wiring before anything uses it; tests
 * use it for a clock they move.
 */
export function defineCommunityService(adjust: (deps: CommunityDeps) => CommunityDeps = (deps) => deps) {
  return defineService({
    name: "community",
    port: 4005,
    owns: "community profiles, questions of the day, society and feed posts, reactions, comments, mentions, uploads",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: communitySettings,
    publishes: [DispensaryMentionedSchema, CommunityPostPublishedSchema, CommunityContentHiddenSchema],
    consumes: [DispensaryCreatedSchema, DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema, UserRegisteredSchema],
    deployment: { memoryLimit: "768Mi", why: "re-encodes uploaded photos of up to 40 megapixels with sharp" },
    build(context, settings) {
      const extraWords = settings.COMMUNITY_BLOCKED_WORDS.split(",")
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean);
      const deps: CommunityDeps = adjust({
        db: context.db,
        database: context.database,
        logger: context.logger,
        storage: context.storage,
        images: new SharpImageProcessor(),
        blockedWords: [...BUILT_IN_BLOCKED_WORDS, ...extraWords],
        questionTimeZone: settings.QUESTION_TIME_ZONE,
        now: () => new Date(),
      });
      onDispensaryCreated(context.consumer, deps);
      onDispensaryFee(context.consumer, deps);
      onUserRegistered(context.consumer, deps);
      return {
        resolvers: mergeResolvers(
          societyResolvers(deps),
          profileResolvers(deps),
          questionResolvers(deps),
          feedResolvers(deps),
          mentionResolvers(deps),
          moderationResolvers(deps),
        ),
        // The society's wall, a post's comments and a store's mentions: the same for every visitor
        // (one's own reactions and a signed-in member's view are read from who asked, never shared).
        sharedReads: { rootFields: ["communityPosts", "communityPostComments", "dispensaryMentions", "_entities"] },
        jobs: [
          { name: "community-rotate-question", everyMs: QUESTION_CHECK_MS, run: async () => void (await rotateQuestion(deps)) },
        ],
        seed: () => seedQuestions(deps),
        seedOnDemoStores: (signal) => seedDemoCommunity(deps, { signal }),
      };
    },
  });
}
