import { fromBinary } from "@bufbuild/protobuf";
import { type Database, InProcessBus, type RunningService, startService } from "@highcotton/kit";
import { testDatabase, testServiceDeps, testTokens, truncateTables } from "@highcotton/kit/testing";
import { EnvelopeSchema, UserRegisteredSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IdentityDeps } from "../../src/application/identity-deps.ts";
import { logIn } from "../../src/application/log-in.ts";
import { registerUser } from "../../src/application/register-user.ts";
import { messages } from "../../src/contract/index.ts";
import { loginFailures, promoCodes, recentRegistrations, sessions, userPromoCodes, users } from "../../src/db/schema.ts";
import { identityService } from "../../src/service.ts";

const tokens = testTokens();

const form = (overrides: Record<string, unknown> = {}) => ({
  username: "budtender",
  email: "bud@example.com",
  password: "secret123",
  confirmPassword: "secret123",
  firstName: "Bud",
  lastName: "Tender",
  role: "dispensary",
  ...overrides,
});

const postgres = testDatabase("identity");

postgres.describe("identity", (open) => {
  let database: Database;
  let service: RunningService;
  let bus: InProcessBus;
  let published: Uint8Array[] = [];
  let deps: IdentityDeps;
  let now: Date;

  // One database and one running service for the file; each test starts from empty tables.
  beforeAll(async () => {
    database = await open();
    bus = new InProcessBus();
    await bus.subscribe("observer", [UserRegisteredSchema.typeName], async (message) => {
      published.push(message.value);
    });
    service = await startService(identityService, { ...testServiceDeps({ bus, tokens }), database });
    return async () => {
      await service.stop();
      await database.close();
    };
  });

  beforeEach(async () => {
    await truncateTables(
      database,
      [
        "users",
        "promo_codes",
        "user_promo_codes",
        "login_failures",
        "recent_registrations",
        "sessions",
        "revoked_sessions",
        "outbox",
        "inbox",
      ],
      "restart identity cascade",
    );
    published = [];
    now = new Date("2026-06-01T12:00:00Z");
    deps = {
      db: database.db,
      tokens,
      sessions: service.sessions,
      now: () => now,
      throttle: {
        maxFailuresPerPair: 3,
        maxFailuresPerAddress: 5,
        freeFailuresPerUsername: 4,
        baseDelaySeconds: 1,
        maxDelaySeconds: 8,
        windowSeconds: 900,
      },
      registrations: { max: 3, windowSeconds: 3600 },
    };
  });

  it("registers a user with a scrypt hash and publishes UserRegistered", async () => {
    const result = await registerUser(deps, form());
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({ username: "budtender", email: "bud@example.com", role: "dispensary", isActive: true });
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.passwordHash).not.toContain("secret123");

    await service.relay.drain();
    expect(published).toHaveLength(1);
    const envelope = fromBinary(EnvelopeSchema, published[0]!);
    const event = fromBinary(UserRegisteredSchema, envelope.payload);
    expect(envelope).toMatchObject({ type: "highcotton.identity.v1.UserRegistered", aggregateId: row?.id });
    expect(event).toMatchObject({ userId: row?.id, username: "budtender", role: "dispensary" });
  });

  it("signs the new account in: a token for its first session, as sign-in gives", async () => {
    const result = await registerUser(deps, form(), { clientAddress: "203.0.113.7" });
    if (!result.ok) throw new Error(result.error.message);
    const claims = tokens.verify(result.value.token);
    expect(claims).toMatchObject({ id: result.value.user.id, username: "budtender", role: "dispensary" });
    const [session] = await database.db.select().from(sessions);
    expect(session?.sid).toBe(claims?.sessionId);
    expect(session?.sess).toMatchObject({ userId: result.value.user.id, clientAddress: "203.0.113.7" });
  });

  it.each([
    [{ username: "ab" }, "Username must be 3 to 50 characters"],
    [{ username: "x".repeat(51) }, "Username must be 3 to 50 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be 6 to 100 characters"],
    [{ confirmPassword: "different" }, "Passwords do not match"],
    [{ role: "admin" }, "Account type must be user, dispensary or merchant"],
    [{ username: undefined }, "Username must be 3 to 50 characters"],
  ])("refuses %o with SPEC's rule and writes nothing", async (overrides, message) => {
    const result = await registerUser(deps, form(overrides));
    expect(result).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message } });
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it("defaults the role to user", async () => {
    await registerUser(deps, form({ role: undefined }));
    const [row] = await database.db.select().from(users);
    expect(row?.role).toBe("user");
  });

  it("refuses a taken username or email, whatever the letter case", async () => {
    await registerUser(deps, form());
    expect(await registerUser(deps, form({ username: "BUDTENDER", email: "other@example.com" }))).toMatchObject({
      error: { code: "CONFLICT", message: "Username already exists" },
    });
    expect(await registerUser(deps, form({ username: "someone", email: "BUD@example.com" }))).toMatchObject({
      error: { code: "CONFLICT", message: "Email already registered" },
    });
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it("signs in with a token carrying the role, and records the sign-in time", async () => {
    await registerUser(deps, form());
    const result = await logIn(deps, { username: "budtender", password: "secret123" }, "10.0.0.1");
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.user.role).toBe("dispensary");
    expect(tokens.verify(result.value.token)).toMatchObject({ username: "budtender", role: "dispensary" });
    const [row] = await database.db.select().from(users);
    expect(row?.lastLogin?.toISOString()).toBe(now.toISOString());
  });

  it("answers a wrong password and an unknown user alike", async () => {
    await registerUser(deps, form());
    expect(await logIn(deps, { username: "budtender", password: "wrong-one" }, null)).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: "Invalid credentials" },
    });
    expect(await logIn(deps, { username: "nobody", password: "secret123" }, null)).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: "Invalid credentials" },
    });
    expect(await logIn(deps, { username: "", password: "x" }, null)).toMatchObject({
      error: { message: "Username is required" },
    });
    expect(await logIn(deps, { username: "budtender" }, null)).toMatchObject({ error: { message: "Password is required" } });
  });

  it("throttles one username and address pair until the window passes, without locking the user out elsewhere", async () => {
    await registerUser(deps, form());
    for (let attempt = 0; attempt < 3; attempt++) {
      now = new Date(now.getTime() + 10_000);
      await logIn(deps, { username: "budtender", password: "nope" }, "10.6.6.6");
    }
    expect(await logIn(deps, { username: "budtender", password: "secret123" }, "10.6.6.6")).toMatchObject({
      error: {
        code: "TOO_MANY_REQUESTS",
        message: "Too many failed login attempts. Please try again later.",
        retryAfterSeconds: 880,
      },
    });
    expect((await logIn(deps, { username: "budtender", password: "secret123" }, "10.9.9.9")).ok).toBe(true);
    now = new Date(now.getTime() + 881_000);
    expect((await logIn(deps, { username: "budtender", password: "secret123" }, "10.6.6.6")).ok).toBe(true);
  });

  it("checks no more passwords than the limit allows when guesses arrive all at once", async () => {
    await registerUser(deps, form());
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => logIn(deps, { username: "budtender", password: "nope" }, "10.7.7.7")),
    );
    const codes = burst.map((result) => (result.ok ? "OK" : result.error.code));
    // Each attempt sees the others in flight: a burst larger than the limit may get none checked.
    const checked = codes.filter((code) => code === "UNAUTHENTICATED").length;
    expect(checked).toBeLessThanOrEqual(deps.throttle.maxFailuresPerPair);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(12 - checked);
    // Only the checked guesses stay on record: the refused ones do not lengthen the wait.
    const recorded = await database.db.select().from(loginFailures);
    expect(recorded).toHaveLength(checked);
    expect((await logIn(deps, { username: "budtender", password: "secret123" }, "10.9.9.9")).ok).toBe(true);
  });

  it("slows a username guessed from many addresses down progressively, never locking it", async () => {
    await registerUser(deps, form());
    for (let attempt = 0; attempt < 6; attempt++) {
      now = new Date(now.getTime() + 60_000);
      await logIn(deps, { username: "budtender", password: "nope" }, `10.0.0.${attempt}`);
    }
    // Six failures, four free: the next attempt from anywhere waits 2^2 = 4 s after the latest.
    expect(await logIn(deps, { username: "budtender", password: "secret123" }, "10.9.9.9")).toMatchObject({
      error: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 4 },
    });
    now = new Date(now.getTime() + 4_000);
    expect((await logIn(deps, { username: "budtender", password: "secret123" }, "10.9.9.9")).ok).toBe(true);
  });

  it("throttles repeated failures from one address across usernames", async () => {
    await registerUser(deps, form());
    for (let attempt = 0; attempt < 5; attempt++)
      await logIn(deps, { username: `guess${attempt}`, password: "nope" }, "10.6.6.6");
    expect(await logIn(deps, { username: "budtender", password: "secret123" }, "10.6.6.6")).toMatchObject({
      error: { code: "TOO_MANY_REQUESTS" },
    });
    expect((await logIn(deps, { username: "budtender", password: "secret123" }, "10.0.0.7")).ok).toBe(true);
  });

  describe("promo codes", () => {
    const addCode = (values: Partial<typeof promoCodes.$inferInsert>) =>
      database.db.insert(promoCodes).values({ code: "HIGH5", ...values });

    beforeEach(async () => {
      await registerUser(deps, form());
      await registerUser(deps, form({ username: "second", email: "second@example.com" }));
    });

    it.each([
      ["unknown", {}, "NOPE"],
      ["inactive", { isActive: false }, "HIGH5"],
      ["expired", { validUntil: new Date("2026-05-01T00:00:00Z") }, "HIGH5"],
      ["not yet valid", { validFrom: new Date("2026-07-01T00:00:00Z") }, "HIGH5"],
      ["used up", { usageLimit: 2, usedCount: 2 }, "HIGH5"],
    ])("refuses an %s code and signs nobody in", async (_case, values, code) => {
      await addCode(values);
      expect(await logIn(deps, { username: "budtender", password: "secret123", promoCode: code }, null)).toMatchObject({
        error: { code: "BAD_USER_INPUT", message: "Invalid or expired promo code" },
      });
      const [row] = await database.db.select().from(users).where(eq(users.username, "budtender"));
      expect(row?.lastLogin).toBeNull();
    });

    it("records a valid code's use once per user and stops at its limit", async () => {
      await addCode({ usageLimit: 1 });
      expect((await logIn(deps, { username: "budtender", password: "secret123", promoCode: "high5" }, null)).ok).toBe(true);
      expect((await logIn(deps, { username: "budtender", password: "secret123", promoCode: "HIGH5" }, null)).ok).toBe(true);
      const [code] = await database.db.select().from(promoCodes);
      expect(code?.usedCount).toBe(1);
      expect(await database.db.select().from(userPromoCodes)).toHaveLength(1);
      expect(await logIn(deps, { username: "second", password: "secret123", promoCode: "HIGH5" }, null)).toMatchObject({
        error: { code: "BAD_USER_INPUT" },
      });
    });
  });

  describe("sign-ups per client address", () => {
    const signUp = (n: number, clientAddress: string | null) =>
      registerUser(deps, form({ username: `grower${n}`, email: `grower${n}@example.com` }), { clientAddress });

    it("allows the limit per address in the window, then answers TOO_MANY_REQUESTS until the oldest leaves it", async () => {
      for (let n = 0; n < 3; n++) {
        expect((await signUp(n, "203.0.113.7")).ok).toBe(true);
        now = new Date(now.getTime() + 60_000);
      }
      const refused = await signUp(3, "203.0.113.7");
      // The first sign-up was 3 minutes ago; it leaves the hour's window in 57 minutes.
      expect(refused).toEqual({
        ok: false,
        error: { code: "TOO_MANY_REQUESTS", message: messages.tooManyRegistrations, retryAfterSeconds: 57 * 60 },
      });
      // Another address, and a call that did not come through the edge, are not held back.
      expect((await signUp(4, "198.51.100.9")).ok).toBe(true);
      expect((await signUp(5, null)).ok).toBe(true);
      // An IPv6 /64 is one address.
      for (let n = 6; n < 9; n++) expect((await signUp(n, `2001:db8:1:2::${n}`)).ok).toBe(true);
      expect((await signUp(9, "2001:db8:1:2:ffff::1")).ok).toBe(false);

      now = new Date(now.getTime() + 57 * 60_000);
      expect((await signUp(10, "203.0.113.7")).ok).toBe(true);
      expect(await database.db.select().from(users)).toHaveLength(9);
    });

    it("lets no more than the limit through when sign-ups from one address arrive together", async () => {
      const results = await Promise.all(Array.from({ length: 6 }, (_, n) => signUp(n, "203.0.113.8")));
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error.code)).toEqual(
        Array(3).fill("TOO_MANY_REQUESTS"),
      );
      expect(await database.db.select().from(users)).toHaveLength(3);
      expect(await database.db.select().from(recentRegistrations)).toHaveLength(3);
    });

    it("counts only the sign-ups that created an account", async () => {
      expect((await signUp(0, "203.0.113.9")).ok).toBe(true);
      for (let n = 0; n < 4; n++)
        expect(await signUp(0, "203.0.113.9")).toMatchObject({ ok: false, error: { code: "CONFLICT" } });
      expect((await signUp(1, "203.0.113.9")).ok).toBe(true);
      expect((await signUp(2, "203.0.113.9")).ok).toBe(true);
      expect((await signUp(3, "203.0.113.9")).ok).toBe(false);
    });
  });

  describe("through the subgraph", () => {
    const me = (authorization?: string) =>
      service.subgraph.execute(
        { query: "{ me { id username email role } }" },
        new Map(authorization ? [["authorization", authorization]] : []),
      );

    it("answers me with null without a token, the user with one, and UNAUTHENTICATED for a forged one", async () => {
      await registerUser(deps, form());
      const login = await logIn(deps, { username: "budtender", password: "secret123" }, null);
      if (!login.ok) throw new Error("login failed");
      expect((await me()).data).toEqual({ me: null });
      expect((await me(`Bearer ${login.value.token}`)).data).toEqual({
        me: { id: login.value.user.id, username: "budtender", email: "bud@example.com", role: "dispensary" },
      });
      const forged = `${login.value.token.slice(0, -4)}AAAA`;
      const rejected = await me(`Bearer ${forged}`);
      expect(rejected.errors?.[0]).toMatchObject({ message: "Unauthorized", extensions: { code: "UNAUTHENTICATED" } });
    });

    it("refuses a token signed with another key or with alg none", async () => {
      await registerUser(deps, form());
      const [row] = await database.db.select().from(users);
      const foreign = testTokens(); // a key pair of its own
      const token = foreign.sign({ id: row!.id, username: "budtender", role: "dispensary" });
      expect((await me(`Bearer ${token}`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      const body = Buffer.from(JSON.stringify({ sub: row!.id, username: "budtender", role: "dispensary" })).toString("base64url");
      expect((await me(`Bearer ${header}.${body}.`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    describe("what others see of a person", () => {
      const entities = (typename: string, id: string, fields: string, authorization?: string) =>
        service.subgraph.execute(
          {
            query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on ${typename} { ${fields} } } }`,
            variables: { representations: [{ __typename: typename, id }] },
          },
          new Map(authorization ? [["authorization", authorization]] : []),
        );
      const PRIVATE_NULLABLE = "username profileImageUrl email firstName lastName lastLogin";

      async function twoAccounts() {
        await registerUser(deps, form());
        await registerUser(
          deps,
          form({ username: "stranger", email: "stranger@example.com", firstName: "Sam", lastName: "Stranger" }),
        );
        const owner = await logIn(deps, { username: "budtender", password: "secret123" }, null);
        const stranger = await logIn(deps, { username: "stranger", password: "secret123" }, null);
        if (!owner.ok || !stranger.ok) throw new Error("login failed");
        return { owner: owner.value, stranger: stranger.value };
      }

      it("gives anyone a person's username and avatar as a public profile, and nothing else", async () => {
        const { owner, stranger } = await twoAccounts();
        await database.db.update(users).set({ profileImageUrl: "https://cdn.example/a.png" }).where(eq(users.id, owner.user.id));
        const answer = await entities("PublicProfile", owner.user.id, "username avatarUrl");
        expect(answer).toEqual({ data: { _entities: [{ username: "budtender", avatarUrl: "https://cdn.example/a.png" }] } });

        // A feed page's authors come as one reference per post and comment, repeats and all.
        const ids = [owner.user.id, stranger.user.id, owner.user.id, crypto.randomUUID(), "not-an-id"];
        const page = await service.subgraph.execute(
          {
            query: "query($r: [_Any!]!) { _entities(representations: $r) { ... on PublicProfile { username avatarUrl } } }",
            variables: { r: ids.map((id) => ({ __typename: "PublicProfile", id })) },
          },
          new Map(),
        );
        expect(page).toEqual({
          data: {
            _entities: [
              { username: "budtender", avatarUrl: "https://cdn.example/a.png" },
              { username: "stranger", avatarUrl: null },
              { username: "budtender", avatarUrl: "https://cdn.example/a.png" },
              null,
              null,
            ],
          },
        });
      });

      it("keeps an account's names, email, role, id and sign-ins from anonymous callers and other users", async () => {
        const { owner, stranger } = await twoAccounts();
        for (const authorization of [undefined, `Bearer ${stranger.token}`]) {
          const nullable = await entities("User", owner.user.id, PRIVATE_NULLABLE, authorization);
          expect(nullable.errors).toBeUndefined();
          expect(nullable.data).toEqual({
            _entities: [
              { username: "budtender", profileImageUrl: null, email: null, firstName: null, lastName: null, lastLogin: null },
            ],
          });
          for (const field of ["id", "role", "isActive", "createdAt", "updatedAt"]) {
            const refused = await entities("User", owner.user.id, field, authorization);
            expect(refused.errors?.[0]).toMatchObject({
              message: messages.accountDetailsPrivate,
              extensions: { code: "FORBIDDEN" },
            });
          }
        }
      });

      it("shows the owner every detail of their own account", async () => {
        const { owner } = await twoAccounts();
        const answer = await entities("User", owner.user.id, `id role ${PRIVATE_NULLABLE}`, `Bearer ${owner.token}`);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?._entities).toEqual([
          {
            id: owner.user.id,
            role: "dispensary",
            username: "budtender",
            profileImageUrl: null,
            email: "bud@example.com",
            firstName: "Bud",
            lastName: "Tender",
            lastLogin: now.toISOString(),
          },
        ]);
      });
    });

    it("maps validation failures to BAD_USER_INPUT with the rule's message", async () => {
      const result = await service.subgraph.execute(
        {
          query: "mutation($input: RegisterInput!) { register(input: $input) { user { id } } }",
          variables: { input: form({ confirmPassword: "nope" }) },
        },
        new Map(),
      );
      expect(result.errors?.[0]).toMatchObject({ message: "Passwords do not match", extensions: { code: "BAD_USER_INPUT" } });
    });
  });
});
