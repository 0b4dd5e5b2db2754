import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpServer, createLogger } from "@highcotton/kit";
import { BUILD_MODE_FILE } from "@highcotton/web/build-mode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp, webBuildIsCurrent } from "../src/web-app.ts";

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

describe("whether the web app needs building", () => {
  it("builds again when there is no build, it is not a production build, or a source is newer", () => {
    const web = mkdtempSync(join(tmpdir(), "web-build-"));
    const dist = join(web, "dist");
    const sources = [join(web, "src"), join(web, "index.html")];
    mkdirSync(join(web, "src"));
    writeFileSync(join(web, "src", "main.tsx"), "");
    const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);
    at(join(web, "src", "main.tsx"), 1000);
    at(join(web, "src"), 1000);
    expect(webBuildIsCurrent(dist, sources)).toBe(false);

    mkdirSync(dist);
    writeFileSync(join(dist, "index.html"), SHELL);
    at(join(dist, "index.html"), 2000);
    expect(webBuildIsCurrent(dist, sources), "no mode written (a build from before it was)").toBe(false);
    writeFileSync(join(dist, BUILD_MODE_FILE), "development");
    expect(webBuildIsCurrent(dist, sources), "React's development build").toBe(false);
    writeFileSync(join(dist, BUILD_MODE_FILE), "production\n");
    expect(webBuildIsCurrent(dist, sources)).toBe(true);
    at(join(web, "src", "main.tsx"), 3000);
    expect(webBuildIsCurrent(dist, sources), "a source changed since").toBe(false);
    rmSync(web, { recursive: true, force: true });
  });

  it("never serves the build's mode file", async () => {
    const root = mkdtempSync(join(tmpdir(), "web-app-"));
    writeFileSync(join(root, "index.html"), SHELL);
    writeFileSync(join(root, BUILD_MODE_FILE), "production");
    const server = createHttpServer({ logger: createLogger({ name: "web-app-test", level: "silent" }) });
    await registerWebApp(server, { production: true, root });
    const answer = await server.inject({ method: "GET", url: `/${BUILD_MODE_FILE}` });
    expect(answer.statusCode).toBe(404);
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });
});
