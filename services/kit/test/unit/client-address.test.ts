import { describe, expect, it } from "vitest";
import { createHttpServer } from "../../src/http/http-server.ts";
import { createLogger } from "../../src/logger.ts";

const logger = createLogger({ name: "test", level: "silent" });

/** The address the edge counts a request against, as its limits see it. */
async function addressSeen(trustedProxies: string | undefined, from: string, forwardedFor: string): Promise<string> {
  const server = createHttpServer({ logger, trustedProxies });
  server.get("/whoami", async (request) => ({ ip: request.ip }));
  try {
    const response = await server.inject({
      method: "GET",
      url: "/whoami",
      remoteAddress: from,
      headers: { "x-forwarded-for": forwardedFor },
    });
    return response.json<{ ip: string }>().ip;
  } finally {
    await server.close();
  }
}

describe("the client address at the edge", () => {
  it("is the connecting address when no proxy is trusted: a caller cannot name another address", async () => {
    expect(await addressSeen(undefined, "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  });

  it("is the X-Forwarded-For client only when a trusted load balancer sent the request", async () => {
    expect(await addressSeen("10.0.0.0/8", "10.1.2.3", "198.51.100.1")).toBe("198.51.100.1");
    expect(await addressSeen("10.0.0.0/8", "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  });
});
