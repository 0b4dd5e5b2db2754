// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_IN_ONE_PIECE } from "./pages-in-one-piece.ts";

/** Two lazily loaded pages that share a module holding a counter, a class and an object. */
const FIXTURE = {
  "shared.js": "let count = 0;\nexport const next = () => ++count;\nexport class Kind {}\nexport const one = {};\n",
  "page-a.js": 'import { next, Kind, one } from "./shared.js";\nexport const open = () => [next(), Kind, one];\n',
  "page-b.js": 'import { next, Kind, one } from "./shared.js";\nexport const open = () => [next(), Kind, one];\n',
  // The app's entry exports nothing (the build keeps no entry's exports): it leaves its finding on globalThis.
  "main.js":
    'globalThis.piecesVisited = (async () => {\n  const a = (await import("./page-a.js")).open();\n  const b = (await import("./page-b.js")).open();\n  return { counts: [a[0], b[0]], sameKind: a[1] === b[1], sameObject: a[2] === b[2] };\n})();\n',
};

describe("pages in one piece", () => {
  let root: string;
  let outDir: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "highcotton-pieces-"));
    mkdirSync(join(root, "src"));
    for (const [name, code] of Object.entries(FIXTURE)) writeFileSync(join(root, "src", name), code);
    outDir = join(root, "dist");
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      build: {
        outDir,
        minify: false,
        // No preload helper: it needs a document, and this app runs in Node.
        modulePreload: false,
        rolldownOptions: {
          input: join(root, "src", "main.js"),
          preserveEntrySignatures: false,
          output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs", codeSplitting: PAGES_IN_ONE_PIECE },
        },
      },
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("copies the shared module into each page's chunk", () => {
    const pages = readdirSync(outDir).filter((file) => /^page-[ab]-/.test(file));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(readFileSync(join(outDir, page), "utf8")).toContain("count");
  });

  it("still runs it once: both pages count on one counter and hold the same class and object", async () => {
    await import(pathToFileURL(join(outDir, "main.mjs")).href);
    const visited = (globalThis as { piecesVisited?: Promise<unknown> }).piecesVisited;
    expect(await visited).toEqual({ counts: [1, 2], sameKind: true, sameObject: true });
  });
});
