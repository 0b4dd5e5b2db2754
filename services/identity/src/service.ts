import { readFileSync } from "node:fs";
import { defineService, mergeResolvers } from "@highcotton/kit";
import { SessionRevokedSchema, UserRegisteredSchema } from "@highcotton/proto";
import { z } from "zod";
import type { IdentityDeps } from "./application/identity-deps.ts";
import { seedDemoAccounts } from "./application/seed-demo-accounts.ts";
import { pruneExpiredSessions } from "./application/sessions.ts";
import { authResolvers } from "./resolvers/auth.resolver.ts";
import { userResolvers } from "./resolvers/user.resolver.ts";

/** Identity's own settings (the login throttle, the sign-up limit), on top of the shared ones. */
const identitySettings = z.object({
  LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe("Login throttle: failed sign-ins allowed per username and client address within the window."),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe("Failed sign-ins allowed per client address (any username) within the window."),
  LOGIN_FREE_FAILURES_PER_USERNAME: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe("Failures of one username (from anywhere) before each further attempt waits, doubling per failure."),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(60).describe("The longest such wait, in seconds."),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(900)
    .describe("How long a failed sign-in counts, in seconds."),
  REGISTRATION_MAX_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe("Sign-ups allowed per client address within the registration window."),
  REGISTRATION_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(3600)
    .describe("How long a sign-up counts against its client address, in seconds."),
});

const HOUR = 60 * 60_000;

export const identityService = defineIdentityService();

/**
 * The identity service. `adjust` sees and may change its wiring before anything uses it; tests
 * use it for a clock they move.
 */
export function defineIdentityService(adjust: (deps: IdentityDeps) => IdentityDeps = (deps) => deps) {
  return defineService({
    name: "identity",
    port: 4001,
    owns: "users, promo codes and their redemptions, sign-in sessions, recent login failures and sign-ups",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: identitySettings,
    signsTokens: true,
    publishes: [UserRegisteredSchema, SessionRevokedSchema],
    build(context, settings) {
      const deps: IdentityDeps = adjust({
        db: context.db,
        tokens: context.tokens,
        sessions: context.sessions,
        now: () => new Date(),
        throttle: {
          maxFailuresPerPair: settings.LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
          maxFailuresPerAddress: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
          freeFailuresPerUsername: settings.LOGIN_FREE_FAILURES_PER_USERNAME,
          baseDelaySeconds: 1,
          maxDelaySeconds: settings.LOGIN_MAX_DELAY_SECONDS,
          windowSeconds: settings.LOGIN_FAILURE_WINDOW_SECONDS,
        },
        registrations: { max: settings.REGISTRATION_MAX_PER_ADDRESS, windowSeconds: settings.REGISTRATION_WINDOW_SECONDS },
      });
      return {
        resolvers: mergeResolvers(userResolvers(deps), authResolvers(deps)),
        jobs: [{ name: "identity-expired-sessions", everyMs: HOUR, run: async () => void (await pruneExpiredSessions(deps)) }],
        seed: () => seedDemoAccounts(deps),
      };
    },
  });
}
