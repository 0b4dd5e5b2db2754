import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import { AD_PLACEMENTS, type AdPlacement, IMPRESSION_TOKEN_TTL_SECONDS } from "../contract/index.ts";

/** What an impression token vouches for: this ad was served in this slot, for this page view, then. */
export interface ImpressionTokenClaims {
  advertisementId: string;
  placement: AdPlacement;
  /** Made by the server at the serve: the page view the ad's one impression and one click count for. */
  pageViewId: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** The shortest key the signer takes: 256 bits, as HMAC-SHA-256 wants. */
export const IMPRESSION_TOKEN_KEY_MIN_BYTES = 32;

const SEPARATOR = ".";
const FIELDS = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_VIEW = /^[A-Za-z0-9_-]{22}$/;
const TIME = /^[0-9a-z]{1,11}$/;

/**
 * Signs and checks impression tokens: `<ad id>.<placement>.<page view>.<issued>.<expires>.<mac>`,
 * times in base-36 milliseconds, the mac HMAC-SHA-256 of the rest under the ads service's key,
 * base64url. Everything in it is URL-safe, so it travels in the click link's query as it is.
 * Signing is a hash in memory: the serve writes nothing; a token's single use is enforced where it
 * is spent (the ad_events row of its impression, then of its click).
 */
export class ImpressionTokens {
  private readonly key: KeyObject;

  constructor(
    key: Buffer,
    private readonly ttlMs: number = IMPRESSION_TOKEN_TTL_SECONDS * 1000,
  ) {
    if (key.length < IMPRESSION_TOKEN_KEY_MIN_BYTES) {
      throw new Error(`An impression token key needs at least ${IMPRESSION_TOKEN_KEY_MIN_BYTES} bytes`);
    }
    this.key = createSecretKey(key);
  }

  /** A fresh token for an ad served at `now`, with a page view id of its own. */
  issue(advertisementId: string, placement: AdPlacement, now: Date): string {
    const pageViewId = randomBytes(16).toString("base64url");
    return this.sign({
      advertisementId,
      placement,
      pageViewId,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
    });
  }

  sign(claims: ImpressionTokenClaims): string {
    const body = [
      claims.advertisementId.toLowerCase(),
      claims.placement,
      claims.pageViewId,
      claims.issuedAt.getTime().toString(36),
      claims.expiresAt.getTime().toString(36),
    ].join(SEPARATOR);
    return `${body}${SEPARATOR}${this.mac(body).toString("base64url")}`;
  }

  /**
   * The claims of a token this key signed, or null for anything else (malformed, altered, signed
   * with another key). Expiry is the caller's to judge: an expired token is still ours.
   */
  verify(token: string): ImpressionTokenClaims | null {
    const parts = token.split(SEPARATOR);
    if (parts.length !== FIELDS) return null;
    const [advertisementId = "", placement = "", pageViewId = "", issued = "", expires = "", mac = ""] = parts;
    if (!UUID.test(advertisementId) || !PAGE_VIEW.test(pageViewId) || !TIME.test(issued) || !TIME.test(expires)) return null;
    if (!(AD_PLACEMENTS as readonly string[]).includes(placement)) return null;
    const expected = this.mac(parts.slice(0, FIELDS - 1).join(SEPARATOR));
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return {
      advertisementId,
      placement: placement as AdPlacement,
      pageViewId,
      issuedAt: new Date(Number.parseInt(issued, 36)),
      expiresAt: new Date(Number.parseInt(expires, 36)),
    };
  }

  private mac(body: string): Buffer {
    return createHmac("sha256", this.key).update(body).digest();
  }
}
