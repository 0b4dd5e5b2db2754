import {
  type Database,
  InProcessBus,
  outbox,
  type RunningService,
  revokedSessions,
  type ServiceDeps,
  startService,
} from "@highcotton/kit";
import { testDatabase, testServiceDeps, testTokens, truncateTables } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { IdentityDeps } from "../../src/application/identity-deps.ts";
import { logIn } from "../../src/application/log-in.ts";
import { registerUser } from "../../src/application/register-user.ts";
import { pruneExpiredSessions } from "../../src/application/sessions.ts";
import { sessions, users } from "../../src/db/schema.ts";
import { identityService } from "../../src/service.ts";

const tokens = testTokens();
/** Another service, with its own store, that only consumes identity's events (as catalog would). */
const observerService = { ...identityService, name: "observer" };

const postgres = testDatabase("identity-sessions");

postgres.describe("sign-in sessions", (open) => {
  let database: Database;
  let observerDatabase: Database;
  let service: RunningService;
  let observer: RunningService;
  let serviceDeps: Omit<ServiceDeps, "database">;
  let deps: IdentityDeps;

  beforeAll(async () => {
    database = await open();
    observerDatabase = await open();
    const bus = new InProcessBus();
    serviceDeps = testServiceDeps({ bus, tokens });
    service = await startService(identityService, { ...serviceDeps, database });
    observer = await startService(observerService, { ...serviceDeps, database: observerDatabase });
    return async () => {
      await observer.stop();
      await service.stop();
      await Promise.all([database.close(), observerDatabase.close()]);
    };
  });

  beforeEach(async () => {
    for (const store of [database, observerDatabase]) {
      await truncateTables(store, [
        "users",
        "login_failures",
        "recent_registrations",
        "sessions",
        "revoked_sessions",
        "outbox",
        "inbox",
      ]);
    }
    deps = {
      db: database.db,
      tokens,
      sessions: service.sessions,
      now: () => new Date(),
      throttle: {
        maxFailuresPerPair: 5,
        maxFailuresPerAddress: 20,
        freeFailuresPerUsername: 10,
        baseDelaySeconds: 1,
        maxDelaySeconds: 60,
        windowSeconds: 900,
      },
      registrations: { max: 20, windowSeconds: 3600 },
    };
    await registerUser(deps, {
      username: "budtender",
      email: "bud@example.com",
      password: "secret123",
      confirmPassword: "secret123",
      role: "dispensary",
    });
    // Registering signs the new account in; these tests count the sessions of sign-ins alone.
    await database.db.delete(sessions);
    // The observer answers `me` from its own store: give it the same account.
    await observerDatabase.db.insert(users).values(await database.db.select().from(users));
  });

  const signIn = async () => {
    const result = await logIn(deps, { username: "budtender", password: "secret123" }, "203.0.113.5");
    if (!result.ok) throw new Error(result.error.message);
    return result.value.token;
  };
  const ask = (target: RunningService, query: string, token?: string) =>
    target.subgraph.execute({ query }, new Map(token ? [["authorization", `Bearer ${token}`]] : []));
  const me = (target: RunningService, token: string) => ask(target, "{ me { username } }", token);
  const logOut = (token?: string) => ask(service, "mutation { logOut }", token);

  it("records each sign-in as a session whose id the token carries, expiring with the token", async () => {
    const before = Date.now();
    const token = await signIn();
    const sid = tokens.verify(token)?.sessionId;
    const [row] = await database.db.select().from(sessions);
    expect(row?.sid).toBe(sid);
    expect(row?.sess).toMatchObject({ clientAddress: "203.0.113.5" });
    expect(row?.expire.getTime()).toBeGreaterThanOrEqual(before + 600_000 - 1000);
    expect(row?.expire.getTime()).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it("signs out: the token is refused at once by identity and, once the event arrives, by other services", async () => {
    const token = await signIn();
    const other = await signIn();
    expect((await me(observer, token)).data).toEqual({ me: { username: "budtender" } });

    expect((await logOut(token)).data).toEqual({ logOut: true });
    expect((await me(service, token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    const [event] = await database.db.select().from(outbox).where(eq(outbox.eventType, "highcotton.identity.v1.SessionRevoked"));
    expect(event?.aggregateId).toBe(tokens.verify(token)?.id);

    await service.relay.drain();
    expect((await me(observer, token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await observerDatabase.db.select().from(revokedSessions)).toHaveLength(1);
    // Only that session ended: another sign-in of the same user still works everywhere.
    expect((await me(observer, other)).data).toEqual({ me: { username: "budtender" } });
    expect((await me(service, other)).data).toEqual({ me: { username: "budtender" } });
  });

  it("answers a second sign-out with the same token alike, and refuses one without a valid token", async () => {
    const token = await signIn();
    expect((await logOut(token)).data).toEqual({ logOut: true });
    expect((await logOut(token)).data).toEqual({ logOut: true });
    expect((await logOut()).errors?.[0]).toMatchObject({ message: "Unauthorized", extensions: { code: "UNAUTHENTICATED" } });
    expect((await logOut("not.a.token")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps refusing a signed-out token after the service restarts", async () => {
    const token = await signIn();
    await logOut(token);
    await service.relay.drain();
    await observer.stop();
    // A restarted process has a new bus connection; the deny-list comes from the store alone.
    observer = await startService(observerService, { ...serviceDeps, bus: new InProcessBus(), database: observerDatabase });
    expect(observer.sessions.size).toBe(1);
    expect((await me(observer, token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("prunes sessions and revocations once their tokens have expired", async () => {
    const token = await signIn();
    await logOut(token);
    await signIn();
    const later = new Date(Date.now() + 601_000);
    expect(await pruneExpiredSessions({ db: database.db, now: () => later })).toBe(1);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    await database.db.update(revokedSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await service.sessions.prune()).toBe(1);
    expect(await database.db.select().from(revokedSessions)).toHaveLength(0);
  });
});
