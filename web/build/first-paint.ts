import { relative, resolve, sep } from "node:path";
import Beasties from "beasties";
import type { Plugin } from "vite";

/**
 * The loading screen paints from index.html alone. The rules it uses are written into the page and
 * the app's stylesheet link moves to the end of the body (Beasties' `body` strategy). Linked in the
 * head, the stylesheet held every paint back until it had arrived: on a slow phone network the
 * visitor looked at a blank page for one more round trip. The app still never draws unstyled: a
 * module script runs only once the page has been read and no stylesheet the parser met is still
 * loading (the HTML standard's style sheets that block scripts), wherever the link stands.
 */
export function firstPaintInHtml(): Plugin {
  let outDir = "";
  let base = "/";
  return {
    name: "highcotton:first-paint-in-html",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        // All keyframes: the loading screen's pulse names its animation through a custom property,
        // which Beasties cannot follow.
        const beasties = new Beasties({
          path: outDir,
          publicPath: base,
          preload: "body",
          pruneSource: false,
          fonts: false,
          keyframes: "all",
        });
        // The stylesheet is not on disk yet: it is read from the bundle being written.
        const missing: string[] = [];
        beasties.readFile = (filename) => {
          const asset = bundle[relative(outDir, filename).split(sep).join("/")];
          if (asset?.type === "asset")
            return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          missing.push(filename);
          return "";
        };
        const written = await beasties.process(html);
        if (missing.length > 0 || !written.includes("<style>")) {
          throw new Error(
            `the loading screen's rules could not be written into index.html (stylesheets not found: ${missing.join(", ") || "none"})`,
          );
        }
        return written;
      },
    },
  };
}
