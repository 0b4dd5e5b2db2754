import { readFileSync } from "node:fs";
import { loadConfig, mergeResolvers, type ServiceDefinition } from "@highcotton/kit";
import { z } from "zod";
import type { IdentityDeps } from "./application/identity-deps.ts";
import { seedDemoAccounts } from "./application/seed-demo-accounts.ts";
import { authResolvers } from "./resolvers/auth.resolver.ts";
import { userResolvers } from "./resolvers/user.resolver.ts";

/** Identity's own settings (the login throttle), on top of the shared ones. */
const identitySettings = z.object({
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
});

export const identityService: ServiceDefinition = {
  name: "identity",
  typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
  migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
  build(context) {
    const settings = loadConfig(identitySettings);
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
};
