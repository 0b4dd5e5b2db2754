import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images, fonts (woff2 is brotli inside) and media already are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Below this a compressed copy saves less than the extra round of headers costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at the slowest and
 * smallest settings: the server then sends the copy the browser accepts, with no work per request.
 * A copy that would not be smaller is not written.
 */
export async function precompressDirectory(directory: string): Promise<number> {
  let written = 0;
  for await (const path of filesUnder(directory)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = await readFile(path);
    if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [extension, copy] of [
      [".br", br],
      [".gz", gz],
    ] as const) {
      if (copy.length >= bytes.length) continue;
      await writeFile(`${path}${extension}`, copy);
      written++;
    }
  }
  return written;
}

/** Vite build step: precompresses the output folder once everything is written. */
export function precompressedAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "highcotton:precompressed-assets",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
