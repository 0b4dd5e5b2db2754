import { createPrivateKey, createPublicKey, createSecretKey, generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import jwt from "jsonwebtoken";
import { isRole, type Role } from "./roles.ts";

/** Who a verified token speaks for. */
export interface AuthUser {
  id: string;
  username: string;
  role: Role;
  /** The sign-in session the token belongs to (`sid` claim); signing out revokes it. */
  sessionId: string;
}

/** What a token is signed for; without a session id it gets one of its own (never revoked by a sign-out). */
export type TokenSubject = Omit<AuthUser, "sessionId"> & { sessionId?: string | undefined };

export type TokenKeys =
  | { algorithm: "ES256"; privateKey?: string | undefined; publicKey: string }
  | { algorithm: "HS256"; secret: string };

const ISSUER = "highcotton-identity";
const AUDIENCE = "highcotton";
/** Operator tokens are for another audience, so one can never pass as a person's and vice versa. */
const OPERATOR_AUDIENCE = "highcotton-operator";
const OPERATOR_TTL_SECONDS = 300;
/**
 * How many verified tokens a TokenService remembers. Each is a few hundred bytes; a busy replica
 * sees far fewer signed-in people within one token's lifetime than this.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Someone running the system (the `highcotton` CLI with the signing key), not a person's account. */
export interface Operator {
  name: string;
}

/**
 * Issues and verifies the JWTs every service checks for itself. The algorithm is pinned (a token
 * signed any other way, or with `none`, is refused), and expiry, issuer and audience are enforced.
 */
export class TokenService {
  /**
   * The keys parsed once: given as text, jsonwebtoken parses a PEM on every call (and, for a
   * secret, first fails to read it as a public key), which was a busy server's hottest crypto.
   */
  private readonly verifyKey: KeyObject;
  private readonly signKey: KeyObject | undefined;
  /**
   * Tokens that verified, with their user and expiry: checking an ES256 signature was a fifth of a
   * signed-in read's CPU, paid again by every service a request reaches. Only the exact text of a
   * token that passed is remembered (a forged or altered one never matches), its expiry is checked
   * on every use as jsonwebtoken would, and sign-outs are checked by the caller on every request.
   */
  private readonly verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(
    private readonly keys: TokenKeys,
    private readonly ttlSeconds = 7200,
  ) {
    if (keys.algorithm === "HS256") {
      this.verifyKey = createSecretKey(Buffer.from(keys.secret));
      this.signKey = this.verifyKey;
    } else {
      this.verifyKey = createPublicKey(keys.publicKey);
      this.signKey = keys.privateKey ? createPrivateKey(keys.privateKey) : undefined;
    }
  }

  /** How long a token is valid; a session lives exactly as long as its token. */
  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  get canSign(): boolean {
    return this.keys.algorithm === "HS256" || Boolean(this.keys.privateKey);
  }

  sign(user: TokenSubject): string {
    const key = this.signKey;
    if (!key) throw new Error("This service holds no signing key");
    const sid = user.sessionId ?? randomUUID();
    return jwt.sign({ username: user.username, role: user.role, sid }, key, {
      algorithm: this.keys.algorithm,
      subject: user.id,
      expiresIn: this.ttlSeconds,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  }

  /**
   * A token for operator commands (`highcotton ads approve`), valid for five minutes. Only whoever
   * holds the signing key (the data folder's key, or JWT_SECRET / JWT_PRIVATE_KEY) can make one.
   */
  signOperator(name: string): string {
    const key = this.signKey;
    if (!key) throw new Error("This service holds no signing key");
    return jwt.sign({ operator: name }, key, {
      algorithm: this.keys.algorithm,
      subject: `operator:${name}`,
      expiresIn: OPERATOR_TTL_SECONDS,
      issuer: ISSUER,
      audience: OPERATOR_AUDIENCE,
    });
  }

  /** The operator a token speaks for, or null when it is not a genuine, unexpired operator token. */
  verifyOperator(token: string): Operator | null {
    const key = this.verifyKey;
    try {
      const claims = jwt.verify(token, key, {
        algorithms: [this.keys.algorithm],
        issuer: ISSUER,
        audience: OPERATOR_AUDIENCE,
      });
      if (typeof claims === "string" || typeof claims.operator !== "string" || !claims.operator) return null;
      if (claims.sub !== `operator:${claims.operator}`) return null;
      return { name: claims.operator };
    } catch {
      return null;
    }
  }

  /**
   * The token's user, or null when it is malformed, forged, expired, for another audience, or
   * carries no session id (such a token could not be revoked by signing out).
   */
  verify(token: string): AuthUser | null {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.user;
      this.verified.delete(token);
      return null;
    }
    const key = this.verifyKey;
    try {
      const claims = jwt.verify(token, key, { algorithms: [this.keys.algorithm], issuer: ISSUER, audience: AUDIENCE });
      if (
        typeof claims === "string" ||
        !claims.sub ||
        typeof claims.username !== "string" ||
        !isRole(claims.role) ||
        typeof claims.sid !== "string" ||
        !claims.sid
      ) {
        return null;
      }
      const user: AuthUser = Object.freeze({
        id: claims.sub,
        username: claims.username,
        role: claims.role,
        sessionId: claims.sid,
      });
      // Every token this service signs expires; one that does not is verified each time instead.
      if (typeof claims.exp === "number") this.remember(token, user, claims.exp * 1000);
      return user;
    } catch {
      return null;
    }
  }

  private remember(token: string, user: AuthUser, expiresAtMs: number): void {
    // The oldest first out (a Map keeps insertion order): a full memo costs one more signature check, never a wrong answer.
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { user, expiresAtMs });
  }
}

/** Where the embedded system keeps its generated signing key. */
export const signingKeyPath = (dataDir: string): string => join(dataDir, "keys", "jwt-es256.key.pem");

/**
 * Keys from settings (JWT_SECRET, or JWT_PRIVATE_KEY/JWT_PUBLIC_KEY); otherwise an ES256 pair is
 * generated once and kept in `<dataDir>/keys`, so tokens survive restarts of the embedded system.
 */
export function loadTokenKeys(settings: {
  JWT_SECRET?: string | undefined;
  JWT_PRIVATE_KEY?: string | undefined;
  JWT_PUBLIC_KEY?: string | undefined;
  dataDir: string;
}): TokenKeys {
  if (settings.JWT_SECRET) return { algorithm: "HS256", secret: settings.JWT_SECRET };
  if (settings.JWT_PUBLIC_KEY) {
    return { algorithm: "ES256", privateKey: settings.JWT_PRIVATE_KEY, publicKey: settings.JWT_PUBLIC_KEY };
  }
  const privatePath = signingKeyPath(settings.dataDir);
  const dir = dirname(privatePath);
  if (!existsSync(privatePath)) createPrivateKeyOnce(dir, privatePath);
  const privateKey = readFileSync(privatePath, "utf8");
  const publicKey = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  return { algorithm: "ES256", privateKey, publicKey };
}

/**
 * Writes a new private key only if none exists, atomically: parts started together on one data
 * folder (the distributed topology on one machine) must all end up with the same key. The file is
 * written aside and hard-linked into place, which fails when another process got there first.
 */
function createPrivateKeyOnce(dir: string, privatePath: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const draft = `${privatePath}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, privateKey, { mode: 0o600 });
  try {
    linkSync(draft, privatePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}
