import Stripe from "stripe";

/**
 * A Stripe client for the secret key. `apiUrl` points it at another endpoint speaking Stripe's API
 * (stripe-mock in tests). Requests retry on network failures: every write carries an idempotency
 * key, so a retry never charges twice.
 */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiUrl && endpointOf(apiUrl)),
  });
}

/** "http://localhost:12111" → { host, port, protocol }, as the client's options take them. */
export function endpointOf(apiUrl: string): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(apiUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`STRIPE_API_URL must be http or https: ${apiUrl}`);
  const protocol = url.protocol === "http:" ? "http" : "https";
  // An IPv6 literal comes bracketed in a URL; the client wants the bare address.
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
  };
}
