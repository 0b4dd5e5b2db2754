import { fromBinary } from "@bufbuild/protobuf";
import { type Database, InProcessBus, type RunningService, startService } from "@highcotton/kit";
import { errorOf, testDatabase, testServiceDeps, testTokens, truncateTables } from "@highcotton/kit/testing";
import { EnvelopeSchema, SessionRevokedSchema, UserRegisteredSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOperator } from "../../src/application/create-operator.ts";
import type { IdentityDeps } from "../../src/application/identity-deps.ts";
import { logIn } from "../../src/application/log-in.ts";
import { registerUser } from "../../src/application/register-user.ts";
import { messages, ONE_TIME_PASSWORD_HOURS } from "../../src/contract/index.ts";
import { sessions, users } from "../../src/db/schema.ts";
import { identityService } from "../../src/service.ts";

const tokens = testTokens();
const commandLine = { name: "cli" };
const HOUR = 60 * 60_000;

const postgres = testDatabase("identity_operators");

postgres.describe("operator accounts", (open) => {
  let database: Database;
  let service: RunningService;
  let published: Array<{ type: string; value: Uint8Array }> = [];
  let deps: IdentityDeps;
  let now: Date;

  beforeAll(async () => {
    database = await open();
    const bus = new InProcessBus();
    await bus.subscribe("observer", [UserRegisteredSchema.typeName, SessionRevokedSchema.typeName], async (message) => {
      const envelope = fromBinary(EnvelopeSchema, message.value);
      published.push({ type: envelope.type, value: envelope.payload });
    });
    service = await startService(identityService, { ...testServiceDeps({ bus, tokens }), database });
    return async () => {
      await service.stop();
      await database.close();
    };
  });

  beforeEach(async () => {
    await truncateTables(database, ["users", "login_failures", "sessions", "revoked_sessions", "outbox", "inbox"]);
    published = [];
    // The deny-list reads the real clock, so the sessions this clock opens must still be running.
    now = new Date();
    deps = {
      db: database.db,
      tokens,
      sessions: service.sessions,
      now: () => now,
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
  });

  const create = async (username = "ops", email: string | null = "ops@highcotton.example") => {
    const result = await createOperator(deps, commandLine, { username, email });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const signIn = (username: string, password: string, newPassword?: string) =>
    logIn(deps, { username, password, ...(newPassword === undefined ? {} : { newPassword }) }, "203.0.113.9");
  const ask = (query: string, variables: Record<string, unknown>, bearer?: string) =>
    service.subgraph.execute({ query, variables }, new Map(bearer ? [["authorization", `Bearer ${bearer}`]] : []));
  const CREATE = `mutation ($input: CreateOperatorInput!) {
    createOperator(input: $input) { user { username role } oneTimePassword oneTimePasswordExpiresAt reset }
  }`;

  it("makes an operator with a one-time password kept only as a hash, expiring in a day, and publishes UserRegistered", async () => {
    const made = await create();
    expect(made).toMatchObject({ user: { username: "ops", email: "ops@highcotton.example", role: "operator" }, reset: false });
    expect(made.oneTimePassword).toMatch(/^[\w-]{24}$/);
    expect(made.oneTimePasswordExpiresAt).toEqual(new Date(now.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR));
    const [row] = await database.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(made.oneTimePassword);
    expect(row?.oneTimePasswordExpiresAt).toEqual(made.oneTimePasswordExpiresAt);

    await service.relay.drain();
    expect(published.map((event) => event.type)).toEqual(["highcotton.identity.v1.UserRegistered"]);
    expect(fromBinary(UserRegisteredSchema, published[0]?.value ?? new Uint8Array())).toMatchObject({
      userId: row?.id,
      username: "ops",
      role: "operator",
    });
  });

  it("gives an operator made without an email an address that receives no mail", async () => {
    const made = await create("quiet", null);
    expect(made.user.email).toMatch(/^operator-[0-9a-f-]{36}@operators\.invalid$/);
  });

  it("refuses to sign in with the one-time password alone, then signs in once a new password is chosen", async () => {
    const { oneTimePassword } = await create();
    expect(await signIn("ops", oneTimePassword)).toEqual({
      ok: false,
      error: { code: "FORBIDDEN", message: messages.newPasswordRequired },
    });
    expect(await database.db.select().from(sessions)).toEqual([]);
    expect(await signIn("ops", oneTimePassword, oneTimePassword)).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.newPasswordSameAsOneTime },
    });
    expect(await signIn("ops", oneTimePassword, "short")).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.passwordLength },
    });

    const chosen = await signIn("ops", oneTimePassword, "my own secret");
    expect(chosen.ok && tokens.verify(chosen.value.token)).toMatchObject({ username: "ops", role: "operator" });
    const [row] = await database.db.select().from(users);
    expect(row?.oneTimePasswordExpiresAt).toBeNull();
    // The one-time password is spent; the chosen one signs in as any password does.
    expect(await signIn("ops", oneTimePassword, "another one")).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: messages.invalidCredentials },
    });
    expect((await signIn("ops", "my own secret")).ok).toBe(true);
    expect(await signIn("ops", "my own secret", "yet another")).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.newPasswordNotExpected },
    });
  });

  it("refuses a one-time password once it has expired, even with a new password", async () => {
    const { oneTimePassword } = await create();
    now = new Date(now.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR - 1000);
    expect(await signIn("ops", oneTimePassword)).toMatchObject({ error: { message: messages.newPasswordRequired } });
    now = new Date(now.getTime() + 1000);
    expect(await signIn("ops", oneTimePassword, "my own secret")).toEqual({
      ok: false,
      error: { code: "FORBIDDEN", message: messages.oneTimePasswordExpired },
    });
    expect(await database.db.select().from(sessions)).toEqual([]);
  });

  it("lets one of two sign-ins racing with the same one-time password choose the password", async () => {
    const { oneTimePassword } = await create();
    const results = await Promise.all([
      signIn("ops", oneTimePassword, "first choice"),
      signIn("ops", oneTimePassword, "second choice"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    const winner = results[0]?.ok ? "first choice" : "second choice";
    expect((await signIn("ops", winner)).ok).toBe(true);
    expect(await database.db.select().from(sessions)).toHaveLength(2);
  });

  it("resets an existing operator: a fresh one-time password replaces theirs and their sessions are signed out", async () => {
    const { oneTimePassword } = await create();
    const signedIn = await signIn("ops", oneTimePassword, "my own secret");
    if (!signedIn.ok) throw new Error(signedIn.error.message);
    const sessionId = tokens.verify(signedIn.value.token)?.sessionId;
    await service.relay.drain();
    published = [];

    now = new Date(now.getTime() + HOUR);
    const reset = await create("OPS", "other@highcotton.example");
    expect(reset).toMatchObject({ reset: true, user: { username: "ops", email: "ops@highcotton.example" } });
    expect(reset.oneTimePasswordExpiresAt).toEqual(new Date(now.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR));
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(await signIn("ops", "my own secret")).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(await signIn("ops", oneTimePassword, "again and again")).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(await signIn("ops", reset.oneTimePassword)).toMatchObject({ error: { message: messages.newPasswordRequired } });

    expect(await database.db.select().from(sessions)).toEqual([]);
    expect(await service.sessions.isRevoked(sessionId ?? "")).toBe(true);
    await service.relay.drain();
    expect(published.map((event) => event.type)).toEqual(["highcotton.identity.v1.SessionRevoked"]);
  });

  it("refuses to turn an account that is not an operator's into one", async () => {
    await registerUser(deps, {
      username: "shopper",
      email: "shopper@example.com",
      password: "secret123",
      confirmPassword: "secret123",
    });
    expect(await createOperator(deps, commandLine, { username: "Shopper" })).toEqual({
      ok: false,
      error: { code: "CONFLICT", message: messages.notAnOperator },
    });
    const [row] = await database.db.select().from(users).where(eq(users.username, "shopper"));
    expect(row).toMatchObject({ role: "user", oneTimePasswordExpiresAt: null });
    expect((await signIn("shopper", "secret123")).ok).toBe(true);
  });

  it("refuses an email another account has, and a username sign-up would refuse", async () => {
    await create();
    expect(await createOperator(deps, commandLine, { username: "second", email: "OPS@highcotton.example" })).toMatchObject({
      error: { code: "CONFLICT", message: messages.emailTaken },
    });
    expect(await createOperator(deps, commandLine, { username: "ab" })).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.usernameLength },
    });
    expect(await createOperator(deps, commandLine, { username: "third", email: "nope" })).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.emailInvalid },
    });
  });

  describe("createOperator in the graph", () => {
    it("answers the command line's operator token", async () => {
      const result = await ask(CREATE, { input: { username: "console" } }, tokens.signOperator("cli"));
      expect(result.errors).toBeUndefined();
      expect(result.data?.createOperator).toMatchObject({ user: { username: "console", role: "operator" }, reset: false });
    });

    it("refuses everyone else, an operator account included", async () => {
      const { oneTimePassword } = await create();
      const operator = await signIn("ops", oneTimePassword, "my own secret");
      if (!operator.ok) throw new Error(operator.error.message);
      for (const bearer of [undefined, operator.value.token, testTokens().signOperator("mallory")]) {
        expect(errorOf(await ask(CREATE, { input: { username: "another" } }, bearer))).toEqual({
          code: "FORBIDDEN",
          message: messages.operatorsMadeByCommandLine,
        });
      }
      expect(await database.db.select({ username: users.username }).from(users)).toEqual([{ username: "ops" }]);
    });

    it("signs in with a new password through the login mutation", async () => {
      const { oneTimePassword } = await create();
      const LOGIN = "mutation ($input: LoginInput!) { login(input: $input) { token user { role } } }";
      expect(errorOf(await ask(LOGIN, { input: { username: "ops", password: oneTimePassword } }))).toEqual({
        code: "FORBIDDEN",
        message: messages.newPasswordRequired,
      });
      const chosen = await ask(LOGIN, { input: { username: "ops", password: oneTimePassword, newPassword: "my own secret" } });
      expect(chosen.data?.login).toMatchObject({ user: { role: "operator" } });
    });
  });
});
