import Beasties from "beasties";
import type { Plugin } from "vite";

/**
 * The loading screen paints from index.html alone. The rules it uses are written into the page and
 * the app's stylesheet link moves to the end of the body (Beasties' `body` strategy). Linked in the
 * head, the stylesheet held every paint back until it had arrived: on a slow phone network the
 * visitor looked at a blank page for one more round trip. The stylesheet still arrives before any
 * script runs, so the app never draws unstyled: the browser reads no further than its link until
 * it has it, and module scripts run only once the whole page has been read.
 */
export function firstPaintInHtml(): Plugin {
  return {
    name: "highcotton:first-paint-in-html",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const beasties = new Beasties({ preload: "body", pruneSource: false, fonts: false, logLevel: "warn" });
        // The stylesheet is not on disk yet: it is read from the bundle being written.
        beasties.readFile = (filename) => {
          const asset = bundle[filename.replace(/^.*?\/?assets\//, "assets/")];
          if (asset?.type !== "asset") throw new Error(`no built stylesheet ${filename}`);
          return String(asset.source);
        };
        return beasties.process(html);
      },
    },
  };
}
