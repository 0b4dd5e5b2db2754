import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import jwt from "jsonwebtoken";
import { describe, expect, it, vi } from "vitest";
import { contextFromHeaders } from "../../src/auth/request-context.ts";
import { loadTokenKeys, TokenService } from "../../src/auth/tokens.ts";
import { scratchFolder } from "../../src/testing/scratch-folder.ts";

const pair = () =>
  generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
const user = { id: "3f1c", username: "mary", role: "dispensary" as const, sessionId: "sid-1" };

describe("TokenService", () => {
  describe("operator tokens", () => {
    const keys = pair();
    const tokens = new TokenService({ algorithm: "ES256", ...keys });

    it("round-trips an operator, and a person's token is never an operator's", () => {
      expect(tokens.verifyOperator(tokens.signOperator("cli"))).toEqual({ name: "cli" });
      expect(tokens.verifyOperator(tokens.sign(user))).toBeNull();
      expect(tokens.verify(tokens.signOperator("cli"))).toBeNull();
    });

    it("refuses an operator token signed by another key, or expired", () => {
      const other = new TokenService({ algorithm: "ES256", ...pair() });
      expect(tokens.verifyOperator(other.signOperator("cli"))).toBeNull();
      vi.useFakeTimers({ now: Date.now() });
      try {
        const token = tokens.signOperator("cli");
        vi.setSystemTime(Date.now() + 301_000);
        expect(tokens.verifyOperator(token)).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it("is read into the request context as the operator, not a user, and not rejected", () => {
      const context = contextFromHeaders({ authorization: `Bearer ${tokens.signOperator("cli")}` }, tokens);
      expect(context).toMatchObject({ user: null, operator: { name: "cli" }, tokenRejected: false });
      const forged = jwt.sign({ operator: "cli" }, "guess", { algorithm: "HS256", audience: "highcotton-operator" });
      expect(contextFromHeaders({ authorization: `Bearer ${forged}` }, tokens)).toMatchObject({
        operator: null,
        tokenRejected: true,
      });
    });
  });

  it("round-trips a user and its session id through an ES256 token", () => {
    const tokens = new TokenService({ algorithm: "ES256", ...pair() });
    expect(tokens.verify(tokens.sign(user))).toEqual(user);
  });

  it("gives a token signed without a session id one of its own", () => {
    const tokens = new TokenService({ algorithm: "ES256", ...pair() });
    const { sessionId: _none, ...subject } = user;
    const first = tokens.verify(tokens.sign(subject));
    const second = tokens.verify(tokens.sign(subject));
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.sessionId).not.toBe(second?.sessionId);
  });

  it("refuses a token without a session id (it could not be signed out)", () => {
    const keys = pair();
    const tokens = new TokenService({ algorithm: "ES256", ...keys });
    const unsigned = jwt.sign({ username: "mary", role: "dispensary" }, keys.privateKey, {
      algorithm: "ES256",
      subject: "3f1c",
      issuer: "highcotton-identity",
      audience: "highcotton",
    });
    expect(tokens.verify(unsigned)).toBeNull();
  });

  it("refuses an expired token, though it verified a moment before", () => {
    // On a whole second: a token's expiry is in whole seconds from when it was signed.
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    try {
      const tokens = new TokenService({ algorithm: "ES256", ...pair() }, 60);
      const token = tokens.sign(user);
      expect(tokens.verify(token)).toEqual(user);
      vi.advanceTimersByTime(59_999);
      expect(tokens.verify(token)).toEqual(user);
      vi.advanceTimersByTime(1);
      expect(tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("checks a token's signature once, and never takes an altered copy of a token it knows", () => {
    const tokens = new TokenService({ algorithm: "ES256", ...pair() });
    const token = tokens.sign(user);
    const checks = vi.spyOn(jwt, "verify");
    try {
      expect(tokens.verify(token)).toEqual(user);
      expect(tokens.verify(token)).toEqual(user);
      expect(checks).toHaveBeenCalledTimes(1);
      const [header, payload, signature] = token.split(".") as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const promoted = Buffer.from(JSON.stringify({ ...claims, role: "admin" })).toString("base64url");
      expect(tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
      expect(tokens.verify(`${token}x`)).toBeNull();
    } finally {
      checks.mockRestore();
    }
  });

  it("refuses a token signed with another algorithm even with the right key material", () => {
    const keys = pair();
    const tokens = new TokenService({ algorithm: "ES256", ...keys });
    // The classic confusion attack: HS256 keyed with the public key.
    const confused = jwt.sign({ username: "mary", role: "dispensary" }, keys.publicKey, {
      algorithm: "HS256",
      subject: "3f1c",
      issuer: "highcotton-identity",
      audience: "highcotton",
    });
    expect(tokens.verify(confused)).toBeNull();
  });

  it("refuses a token without a known role, issuer or audience", () => {
    const keys = pair();
    const tokens = new TokenService({ algorithm: "ES256", ...keys });
    const sign = (claims: object, options: jwt.SignOptions) =>
      jwt.sign(claims, keys.privateKey, { algorithm: "ES256", subject: "3f1c", ...options });
    expect(
      tokens.verify(sign({ username: "m", role: "admin" }, { issuer: "highcotton-identity", audience: "highcotton" })),
    ).toBeNull();
    expect(tokens.verify(sign({ username: "m", role: "user" }, { issuer: "elsewhere", audience: "highcotton" }))).toBeNull();
    expect(tokens.verify(sign({ username: "m", role: "user" }, { issuer: "highcotton-identity", audience: "other" }))).toBeNull();
  });

  it("verifies without being able to sign when it holds only the public key", () => {
    const keys = pair();
    const issuer = new TokenService({ algorithm: "ES256", ...keys });
    const verifier = new TokenService({ algorithm: "ES256", publicKey: keys.publicKey });
    expect(verifier.canSign).toBe(false);
    expect(verifier.verify(issuer.sign(user))).toEqual(user);
    expect(() => verifier.sign(user)).toThrow("no signing key");
  });

  it("uses HS256 when a shared secret is configured", () => {
    const keys = loadTokenKeys({ JWT_SECRET: "x".repeat(32), dataDir: "/nonexistent" });
    const tokens = new TokenService(keys);
    expect(jwt.decode(tokens.sign(user), { complete: true })?.header.alg).toBe("HS256");
  });

  it("generates an ES256 key pair once and reuses it", () => {
    const dataDir = scratchFolder("highcotton-keys-");
    const first = loadTokenKeys({ dataDir });
    const second = loadTokenKeys({ dataDir });
    expect(second).toEqual(first);
    expect(readdirSync(join(dataDir, "keys"))).toEqual(["jwt-es256.key.pem"]);
  });

  it("gives processes starting together on one data folder the same key", async () => {
    const dataDir = scratchFolder("highcotton-keys-");
    const script = `import { loadTokenKeys } from ${JSON.stringify(new URL("../../src/auth/tokens.ts", import.meta.url).pathname)};
      process.stdout.write(loadTokenKeys({ dataDir: ${JSON.stringify(dataDir)} }).publicKey);`;
    const run = () =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
    const keys = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toContain("BEGIN PUBLIC KEY");
  });
});

describe("contextFromHeaders", () => {
  const tokens = new TokenService({ algorithm: "ES256", ...pair() });

  it("reads the user, session, address and request id", () => {
    const context = contextFromHeaders(
      {
        authorization: `Bearer ${tokens.sign(user)}`,
        "x-session-id": "session_1732000000000_k3j2h1",
        "x-forwarded-for": "198.51.100.7, 10.0.0.1",
        "x-request-id": "req-1",
      },
      tokens,
    );
    expect(context).toEqual({
      user,
      operator: null,
      tokenRejected: false,
      signedOut: false,
      sessionId: "session_1732000000000_k3j2h1",
      clientAddress: "198.51.100.7",
      requestId: "req-1",
    });
  });

  it("flags a rejected token and drops a malformed session id", () => {
    const context = contextFromHeaders({ authorization: "Bearer nope", "x-session-id": "<script>" }, tokens);
    expect(context).toMatchObject({ user: null, tokenRejected: true, signedOut: false, sessionId: null });
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses the token of a signed-out session", () => {
    const revoked = { isRevoked: (sessionId: string) => sessionId === "sid-1" };
    const signedOut = contextFromHeaders({ authorization: `Bearer ${tokens.sign(user)}` }, tokens, revoked);
    expect(signedOut).toMatchObject({ user: null, tokenRejected: true, signedOut: true });
    const other = contextFromHeaders(
      { authorization: `Bearer ${tokens.sign({ ...user, sessionId: "sid-2" })}` },
      tokens,
      revoked,
    );
    expect(other).toMatchObject({ user: { sessionId: "sid-2" }, tokenRejected: false, signedOut: false });
  });

  it.each([
    ["req-1.a_B", true],
    ["x".repeat(64), true],
    ["x".repeat(65), false],
    ["bad id", false],
    ["<script>", false],
    ["line\nbreak", false],
  ])("keeps the request id %j only when well formed (%s)", (requestId, kept) => {
    const context = contextFromHeaders({ "x-request-id": requestId }, tokens);
    if (kept) expect(context.requestId).toBe(requestId);
    else expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
