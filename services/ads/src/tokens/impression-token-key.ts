import { createHash, randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Where a system without ADS_IMPRESSION_TOKEN_SECRET keeps the key it generated. */
export const impressionTokenKeyPath = (dataDir: string): string => join(dataDir, "keys", "ads-impression-token.key");

/**
 * The key impression tokens are signed with: from ADS_IMPRESSION_TOKEN_SECRET when set (every
 * replica must share it), else generated once and kept in the data folder beside the other keys,
 * so tokens served before a restart still count after it. Hashed to the 32 bytes HMAC-SHA-256 takes,
 * under a label of its own, so the secret is never used as it is.
 */
export function loadImpressionTokenKey(settings: { secret?: string | undefined; dataDir: string }): Buffer {
  const secret = settings.secret ?? readOrCreateKeyFile(impressionTokenKeyPath(settings.dataDir));
  return createHash("sha256").update("highcotton ads impression tokens\0").update(secret).digest();
}

/**
 * Writes a new key only if none exists, atomically: processes started together on one data folder
 * must all end up with the same key. Written aside and hard-linked into place, which fails when
 * another process got there first.
 */
function readOrCreateKeyFile(path: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const draft = `${path}.${process.pid}.${Date.now()}`;
    writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(path, "utf8").trim();
}

/**
 * On a bus (KAFKA_BROKERS: the distributed topology, where ads may run as several replicas), the
 * secret must be set: each replica would otherwise sign with a key of its own and count every other
 * replica's tokens as invalid traffic, and advertisers would see almost nothing counted.
 */
export function requireSharedTokenSecret(
  settings: { ADS_IMPRESSION_TOKEN_SECRET?: string | undefined },
  config: { KAFKA_BROKERS?: string | undefined },
): void {
  if (config.KAFKA_BROKERS && !settings.ADS_IMPRESSION_TOKEN_SECRET) {
    throw new Error(
      "ADS_IMPRESSION_TOKEN_SECRET is not set: with KAFKA_BROKERS every ads replica must sign impression tokens with the same secret (openssl rand -hex 32)",
    );
  }
}
