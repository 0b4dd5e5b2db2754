import { readFileSync } from "node:fs";
import { defineService, mergeResolvers } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import { z } from "zod";
import type { IdentityDeps } from "./application/identity-deps.ts";
import { seedDemoAccounts } from "./application/seed-demo-accounts.ts";
import { authResolvers } from "./resolvers/auth.resolver.ts";
import { userResolvers } from "./resolvers/user.resolver.ts";

/** Identity's own settings (the login throttle), on top of the shared ones. */
const identitySettings = z.object({
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe("Login throttle: failed sign-ins allowed per username within the window."),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe("Failed sign-ins allowed per client address (any username) within the window."),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(900)
    .describe("How long a failed sign-in counts, in seconds."),
});

export const identityService = defineService({
  name: "identity",
  port: 4001,
  owns: "users, promo codes and their redemptions, recent login failures",
  typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
  migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
  settings: identitySettings,
  signsTokens: true,
  publishes: [UserRegisteredSchema],
  build(context, settings) {
    const deps: IdentityDeps = {
      db: context.db,
      tokens: context.tokens,
      now: () => new Date(),
      throttle: {
        maxFailuresPerUsername: settings.LOGIN_MAX_FAILURES_PER_USERNAME,
        maxFailuresPerAddress: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: settings.LOGIN_FAILURE_WINDOW_SECONDS,
      },
    };
    return {
      resolvers: mergeResolvers(userResolvers(deps), authResolvers(deps)),
      seed: () => seedDemoAccounts(deps),
    };
  },
});
