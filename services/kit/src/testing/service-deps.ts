import { generateKeyPairSync } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { TokenService } from "../auth/tokens.ts";
import type { EventBus } from "../bus/event-bus.ts";
import { InProcessBus } from "../bus/in-process-bus.ts";
import { loadBaseConfig } from "../config.ts";
import type { ServiceDeps } from "../runtime/service.ts";
import { LocalObjectStorage } from "../storage/local-storage.ts";

/** A token service with a fresh ES256 key pair, as identity signs and every service verifies in production. */
export function testTokens(ttlSeconds = 600): TokenService {
  const pair = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return new TokenService({ algorithm: "ES256", privateKey: pair.privateKey, publicKey: pair.publicKey }, ttlSeconds);
}

/**
 * What `startService` needs besides the store, for a service under test: default settings, a
 * silent logger, an in-process bus and test tokens. Pass your own bus to watch what the service
 * publishes, and a storage folder if it stores files (the default is never written to).
 */
export function testServiceDeps(
  options: { bus?: EventBus; tokens?: TokenService; storageDir?: string } = {},
): Omit<ServiceDeps, "database"> {
  return {
    config: loadBaseConfig({}),
    logger: pino({ level: "silent" }),
    bus: options.bus ?? new InProcessBus(),
    tokens: options.tokens ?? testTokens(),
    storage: new LocalObjectStorage(options.storageDir ?? join(tmpdir(), "highcotton-test-storage-unused")),
  };
}
