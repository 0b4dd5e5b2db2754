import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * The file each build leaves in its output folder naming its mode: "production", or
 * "development" when NODE_ENV made Vite build React's development runtime. The server rebuilds a
 * build that is not production (docs/performance.md, "First visit"). A dotfile: never served.
 */
export const BUILD_MODE_FILE = ".build-mode";

export type BuildMode = "production" | "development";

/**
 * Vite build step: writes BUILD_MODE_FILE from the mode the build resolved, as the build's very
 * last act (after the precompressed copies), so a build stopped part-way leaves no stamp and the
 * next start builds again rather than serving missing or cut-short files.
 */
export function buildModeStamp(): Plugin {
  let mode: BuildMode = "production";
  let outDir = "dist";
  return {
    name: "highcotton:build-mode",
    apply: "build",
    configResolved(config) {
      mode = config.isProduction ? "production" : "development";
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      // closeBundle hooks otherwise run in parallel; this one waits for the others to finish.
      sequential: true,
      async handler() {
        await writeFile(join(outDir, BUILD_MODE_FILE), mode);
      },
    },
  };
}
