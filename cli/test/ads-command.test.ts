import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { loadBaseConfig, loadTokenKeys, TokenService } from "@highcotton/kit";
import { scratchFolder } from "@highcotton/kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { runAdsCommand, UsageError } from "../src/operator/ads-command.ts";
import { operatorGraph, systemUrl } from "../src/operator/operator-graph.ts";

const application = {
  id: "0b6c3f4e-8f0a-4b8e-9a57-6c1f2f8d9e10",
  companyName: "Bud Brand Co.",
  contactEmail: "ads@budbrand.test",
  website: "https://budbrand.example",
  createdAt: "2026-11-20T10:00:00.000Z",
  plan: { label: "15 Second Video", monthlyPrice: 100 },
};

describe("highcotton ads", () => {
  const calls: Array<{ query: string; variables?: Record<string, unknown> }> = [];
  const graph = (answer: unknown) => () => async (query: string, variables?: Record<string, unknown>) => {
    calls.push({ query, variables });
    return answer as never;
  };
  afterEach(() => {
    calls.length = 0;
  });

  it("lists the applications waiting, one per line, or says there are none", async () => {
    const listed = await runAdsCommand(["applications"], graph({ pendingAdvertiserApplications: [application] }));
    expect(listed).toContain(application.id);
    expect(listed).toContain("Bud Brand Co. <ads@budbrand.test>  15 Second Video $100/month");
    expect(await runAdsCommand(["applications"], graph({ pendingAdvertiserApplications: [] }))).toBe(
      "No advertiser applications are waiting.\n",
    );
  });

  it("shows escape sequences and direction overrides in an applicant's words as code points", async () => {
    const disguised = {
      ...application,
      companyName: "Bud\u202e moc.live \u202cBrand\u001b[2J",
      website: "https://budbrand.example/\u2066x",
    };
    const listed = await runAdsCommand(["applications"], graph({ pendingAdvertiserApplications: [disguised] }));
    expect(listed).toContain("Bud\\u{202e} moc.live \\u{202c}Brand\\u{1b}[2J <ads@budbrand.test>");
    expect(listed).toContain("https://budbrand.example/\\u{2066}x");
    for (const hidden of ["\u001b", "\u202c", "\u202e", "\u2066"]) expect(listed).not.toContain(hidden);
  });

  it("approves the application it is given", async () => {
    const said = await runAdsCommand(
      ["approve", application.id],
      graph({ approveAdvertiserApplication: { id: "adv-1", companyName: "Bud Brand Co.", plan: application.plan } }),
    );
    expect(calls[0]?.variables).toEqual({ id: application.id });
    expect(said).toContain("Approved Bud Brand Co.: advertiser adv-1, 15 Second Video at $100/month");
  });

  it("rejects the application it is given with the words after its id as the reason", async () => {
    const said = await runAdsCommand(
      ["reject", application.id, "Your", "website does not load"],
      graph({ rejectAdvertiserApplication: { id: application.id, companyName: "Bud\u202e Brand" } }),
    );
    expect(calls[0]?.variables).toEqual({ id: application.id, reason: "Your website does not load" });
    expect(said).toBe(`Rejected Bud\\u{202e} Brand (${application.id}); the applicant is mailed the reason.\n`);
  });

  it("answers with the usage, calling nothing, when the command is incomplete or unknown", async () => {
    for (const args of [[], ["approve"], ["approve", "a", "b"], ["reject", "a"], ["refund", "x"]]) {
      await expect(runAdsCommand(args, graph({}))).rejects.toBeInstanceOf(UsageError);
    }
    expect(calls).toEqual([]);
  });
});

describe("the operator's graph", () => {
  it("prefers HIGHCOTTON_URL, then PUBLIC_URL, then this machine's PORT", () => {
    const config = loadBaseConfig({ PORT: "4321" });
    expect(systemUrl(config, { HIGHCOTTON_URL: "http://ads.internal:3000/" })).toBe("http://ads.internal:3000");
    expect(systemUrl(loadBaseConfig({ PUBLIC_URL: "https://highcotton.example" }), {})).toBe("https://highcotton.example");
    expect(systemUrl(config, {})).toBe("http://localhost:4321");
  });

  it("refuses to make up a key when the data folder has none", () => {
    const config = loadBaseConfig({ DATA_DIR: scratchFolder("operator-nokey-") });
    expect(() => operatorGraph(config, "http://localhost:1")).toThrow(/No signing key at .*jwt-es256\.key\.pem/);
  });

  it("says to give the system's PORT or HIGHCOTTON_URL when nothing answers where it looked", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const dataDir = scratchFolder("operator-key-");
    // The system's key, as the running system would have made it.
    loadTokenKeys({ dataDir });
    const call = operatorGraph(loadBaseConfig({ DATA_DIR: dataDir }), url);
    await expect(call("{ pendingAdvertiserApplications { id } }")).rejects.toThrow(
      new RegExp(`^High Cotton is not answering at ${url} \\(.+\\); run this with the system's PORT, or set HIGHCOTTON_URL$`),
    );
  });

  it("sends an operator token the system's key verifies, and reports GraphQL errors as they are", async () => {
    const dataDir = scratchFolder("operator-key-");
    const systemTokens = new TokenService(loadTokenKeys({ dataDir }));
    const seen: string[] = [];
    const server = createServer(async (request: IncomingMessage, response) => {
      const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
      seen.push(systemTokens.verifyOperator(bearer)?.name ?? "refused");
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ errors: [{ message: "No such advertiser application" }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const call = operatorGraph(loadBaseConfig({ DATA_DIR: dataDir }), url);
      await expect(call("{ pendingAdvertiserApplications { id } }")).rejects.toThrow("No such advertiser application");
      expect(seen).toEqual(["cli"]);
    } finally {
      server.close();
    }
  });
});
