import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mayNotBeCopied } from "./build/app-wide-state.ts";
import { buildModeStamp } from "./build/build-mode.ts";
import { operationsPerPage } from "./build/operations-per-page.ts";
import { precompressedAssets } from "./build/precompressed-assets.ts";

// In development the API lives on the all-in-one server (npm start, port 3000); the SPA talks to
// it through the same origin, exactly as it does in production.
const apiTarget = "http://localhost:3000";
// Libraries every page needs, in chunks of their own: they change less often than the app, so
// they stay cached across releases.
const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const APOLLO = /node_modules[\\/](@apollo|@wry|graphql|graphql-tag|rxjs|optimism|tslib|@graphql-typed-document-node)[\\/]/;
const generatedDirectory = fileURLToPath(new URL("./src/graphql/gen/", import.meta.url));

export default defineConfig({
  plugins: [operationsPerPage({ generatedDirectory }), react(), tailwindcss(), precompressedAssets(), buildModeStamp()],
  server: {
    proxy: {
      "/graphql": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
      "/paypal": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Required by inlining common chunks (below): no entry's exports are kept as they were written.
      preserveEntrySignatures: false,
      output: {
        // The first load is React, Apollo and the app's shell; every other library (icons, Radix
        // parts, the QR encoder) travels with the pages that use it.
        codeSplitting: {
          // A page's code arrives as one chunk rather than its own and twenty to thirty small ones it
          // shares with other pages (a label, an icon, a contract's messages): on a phone each of those
          // is a request, and over HTTP/1.1's six connections they queue a round trip behind another.
          // Shared code of any size is copied into each page that uses it instead, except a module
          // that keeps something for the whole app (a library, the toasts, a React context: see
          // build/app-wide-state.ts), which stays one shared chunk.
          experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY, exclude: mayNotBeCopied },
          groups: [
            { name: "react", test: REACT },
            { name: "apollo", test: APOLLO },
            // The rest of the first load in one chunk, the shell's own modules that pages also use
            // (who is signed in, the session id) included: otherwise each of those is a chunk and a
            // request of its own, beside the first scripts.
            {
              name: "app",
              tags: ["$initial"],
              test: (id) => !REACT.test(id) && !APOLLO.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
