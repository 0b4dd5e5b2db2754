import { afterAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../src/http/http-server.ts";
import { createLogger } from "../../src/logger.ts";

const server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
afterAll(() => server.close());

/** The Content-Security-Policy's directives, each with its sources. */
async function policy(from = server): Promise<Map<string, string[]>> {
  const response = await from.inject({ method: "GET", url: "/healthz" });
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? "", sources]),
  );
}

describe("the Content-Security-Policy", () => {
  it("lets Stripe.js and its card fields load (the Stripe card forms), and nothing else from elsewhere", async () => {
    const csp = await policy();
    expect(csp.get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
    expect(csp.get("frame-src")).toEqual(["https://js.stripe.com", "https://hooks.stripe.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
  });

  it("lets images and ad videos load from the object storage's public URL when one is set", async () => {
    expect((await policy()).get("media-src")).toEqual(["'self'", "blob:"]);
    const previous = process.env.S3_PUBLIC_URL;
    process.env.S3_PUBLIC_URL = "https://media.highcotton.example/uploads";
    const withStorage = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
    try {
      const csp = await policy(withStorage);
      expect(csp.get("img-src")).toContain("https://media.highcotton.example");
      expect(csp.get("media-src")).toEqual(["'self'", "blob:", "https://media.highcotton.example"]);
    } finally {
      if (previous === undefined) delete process.env.S3_PUBLIC_URL;
      else process.env.S3_PUBLIC_URL = previous;
      await withStorage.close();
    }
  });
});
