import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpServer, createLogger } from "@highcotton/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "../src/web-app.ts";

// The web edge's app shell: client routes get index.html, except development pages in production.

const SHELL = "<!doctype html><title>High Cotton</title>";
const html = { accept: "text/html,application/xhtml+xml" };

describe("the web app's pages", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "web-app-"));
    writeFileSync(join(root, "index.html"), SHELL);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const edge = async (production: boolean) => {
    const server = createHttpServer({ logger: createLogger({ name: "web-app-test", level: "silent" }) });
    await registerWebApp(server, { production, root });
    return server;
  };

  it("serves the mailbox page in development", async () => {
    const server = await edge(false);
    const page = await server.inject({ method: "GET", url: "/mailbox?to=jo%40example.com", headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
    await server.close();
  });

  it("answers 404 for the mailbox page in production, and the app shell for the other pages", async () => {
    const server = await edge(true);
    for (const url of ["/mailbox", "/mailbox/", "/mailbox?to=jo%40example.com"]) {
      const page = await server.inject({ method: "GET", url, headers: html });
      expect(page.statusCode, url).toBe(404);
    }
    for (const url of ["/mailboxes", "/orders/lookup", "/society"]) {
      const page = await server.inject({ method: "GET", url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(SHELL);
    }
    await server.close();
  });
});
