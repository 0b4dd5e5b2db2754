// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoadingScreen } from "./components/loading-screen.tsx";

/**
 * The most JavaScript, gzipped, that any page loads up front, before its own page's code. Pages
 * arriving in one piece (build/pages-in-one-piece.ts) costs about 3.5 KB of it: the bundler then
 * keeps modules' order of evaluation with a small wrapper around each of Apollo's.
 */
const FIRST_LOAD_BUDGET_BYTES = 158 * 1024;

// Required, not imported: jsdom's type package, once installed, brings the DOM's types into every
// project that uses vitest, and Node's Buffer no longer type-checks as a fetch body there.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

const webRoot = fileURLToPath(new URL("..", import.meta.url));

/** The entry chunk and every chunk it imports statically: what the browser must fetch up front. */
function firstLoadChunks(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the build has no entry chunk");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
}

describe("first load", () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), "highcotton-web-build-"));
    // Vitest runs with NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({
        root: webRoot,
        mode: "production",
        configFile: join(webRoot, "vite.config.ts"),
        logLevel: "silent",
        build: { outDir, emptyOutDir: true, manifest: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  }, 120_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it(`loads at most ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const sizes = firstLoadChunks(manifest).map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file))).length,
    }));
    const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const report = sizes.map((chunk) => `${chunk.file} ${(chunk.gzip / 1024).toFixed(1)} KB`).join(", ");
    expect(total, `first-load JS: ${(total / 1024).toFixed(1)} KB gzip (${report})`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it("leaves every page out of the first load, the landing page too", () => {
    const first = new Set(firstLoadChunks(manifest));
    const pages = Object.entries(manifest).filter(([key]) => /src\/pages\/[^/]+\.tsx$/.test(key) && !key.endsWith(".test.tsx"));
    expect(pages.length).toBeGreaterThan(10);
    for (const [, chunk] of pages) expect(first.has(chunk.file), chunk.file).toBe(false);
  });

  it("keeps the operator console and its panels in chunks of their own, outside the first load", () => {
    const first = new Set(firstLoadChunks(manifest));
    const consoleChunks = Object.entries(manifest).filter(([key]) => key.startsWith("src/admin/"));
    expect(consoleChunks.map(([key]) => key)).toEqual(
      expect.arrayContaining(["src/admin/admin-console.tsx", "src/admin/panels/advertiser-applications-panel.tsx"]),
    );
    for (const [key, chunk] of consoleChunks) {
      expect(chunk.isDynamicEntry, key).toBe(true);
      expect(first.has(chunk.file), chunk.file).toBe(false);
    }
    // Nothing the first load fetches carries the console's code.
    for (const file of first) expect(readFileSync(join(outDir, file), "utf8")).not.toContain("Operators only");
  });

  it("carries each page's GraphQL operations in that page's chunks, not a map of them all", () => {
    const first = firstLoadChunks(manifest);
    // The operator console's query and the checkout's mutation are in the app, outside the first load.
    const everything = Object.values(manifest).map((chunk) => readFileSync(join(outDir, chunk.file), "utf8"));
    expect(everything.some((code) => code.includes("PendingAdvertiserApplications"))).toBe(true);
    for (const file of first) {
      const code = readFileSync(join(outDir, file), "utf8");
      expect(code, file).not.toContain("PendingAdvertiserApplications");
      expect(code, file).not.toContain("PlaceOrder");
    }
    expect(Object.keys(manifest).filter((key) => key.includes("graphql/gen/gql.ts"))).toEqual([]);
  });

  it("fetches a first-visit page's code in one chunk beyond the first load", () => {
    const first = new Set(firstLoadChunks(manifest));
    for (const page of ["marketplace", "store", "checkout", "cart"]) {
      const key = `src/pages/${page}.tsx`;
      expect(manifest[key], key).toBeDefined();
      const ownChunks = new Set<string>();
      const visit = (chunkKey: string) => {
        const file = manifest[chunkKey]?.file ?? chunkKey;
        if (first.has(file) || ownChunks.has(file)) return;
        ownChunks.add(file);
        for (const imported of manifest[chunkKey]?.imports ?? []) visit(imported);
      };
      visit(key);
      expect([...ownChunks], key).toHaveLength(1);
    }
  });

  it("paints the loading screen from index.html, before any script has run and before the stylesheet arrives", () => {
    const { document } = new JSDOM(readFileSync(join(outDir, "index.html"), "utf8")).window;
    const root = document.getElementById("root");
    const loadingScreen = document.createElement("div");
    loadingScreen.innerHTML = renderToStaticMarkup(createElement(LoadingScreen));
    expect(root?.innerHTML).toBe(loadingScreen.innerHTML);
    // The stylesheet is linked after the loading screen, and every rule of it the loading screen
    // uses is written into the page.
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
    expect(links).toHaveLength(1);
    expect(links[0]?.parentElement).toBe(document.body);
    expect(root!.compareDocumentPosition(links[0]!) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const stylesheet = readFileSync(join(outDir, links[0]!.getAttribute("href")!), "utf8");
    const inPage = [...document.head.querySelectorAll("style")].map((style) => style.textContent).join("");
    const used = [...loadingScreen.querySelectorAll("[class]")].flatMap((element) => [...element.classList]);
    const styled = used.map((name) => `.${name.replace(/[^\w-]/g, "\\$&")}`).filter((selector) => stylesheet.includes(selector));
    expect(styled.length).toBeGreaterThan(10);
    for (const selector of styled) expect(inPage, selector).toContain(selector);
  });

  it("writes a .br and a .gz copy of every script and stylesheet, each the same file", () => {
    const assets = readdirSync(join(outDir, "assets")).filter((file) => /\.(?:js|css)$/.test(file));
    for (const file of assets) {
      const path = join(outDir, "assets", file);
      const original = readFileSync(path);
      if (original.length < 1024) continue;
      expect(existsSync(`${path}.br`), `${file}.br`).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
