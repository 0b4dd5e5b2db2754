import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildModeStamp } from "./build/build-mode.ts";
import { firstPaintInHtml } from "./build/first-paint.ts";
import { operationsPerPage } from "./build/operations-per-page.ts";
import { PAGES_IN_ONE_PIECE } from "./build/pages-in-one-piece.ts";
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
  plugins: [
    operationsPerPage({ generatedDirectory }),
    react(),
    tailwindcss(),
    firstPaintInHtml(),
    precompressedAssets(),
    buildModeStamp(),
  ],
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
      // Required by PAGES_IN_ONE_PIECE: no entry's exports are kept as they were written.
      preserveEntrySignatures: false,
      output: {
        // The first load is React, Apollo and the app's shell; every other library (icons, Radix
        // parts, the QR encoder) travels with the pages that use it.
        codeSplitting: {
          ...PAGES_IN_ONE_PIECE,
          groups: [
            { name: "react", test: REACT },
            { name: "apollo", test: APOLLO },
          ],
        },
      },
    },
  },
});
