import type { Plugin } from "vite";

/**
 * The file each build leaves in its output folder naming its mode: "production", or
 * "development" when NODE_ENV made Vite build React's development runtime. The server rebuilds a
 * build that is not production (docs/performance.md, "First visit"). A dotfile: never served.
 */
export const BUILD_MODE_FILE = ".build-mode";

export type BuildMode = "production" | "development";

/** Vite build step: writes BUILD_MODE_FILE from the mode the build resolved. */
export function buildModeStamp(): Plugin {
  let mode: BuildMode = "production";
  return {
    name: "highcotton:build-mode",
    apply: "build",
    configResolved(config) {
      mode = config.isProduction ? "production" : "development";
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: BUILD_MODE_FILE, source: mode });
    },
  };
}
