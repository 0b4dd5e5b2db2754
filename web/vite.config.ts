import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildModeStamp } from "./build/build-mode.ts";
import { operationsPerPage } from "./build/operations-per-page.ts";
import { precompressedAssets } from "./build/precompressed-assets.ts";

// In development the API lives on the all-in-one server (npm start, port 3000); the SPA talks to
// it through the same origin, exactly as it does in production.
const apiTarget = "http://localhost:3000";
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
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Only those every page needs are grouped; the rest (icons, Radix parts, the QR encoder)
        // travel with the pages that use them, so the first load carries just the landing page's.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: "apollo",
              test: /node_modules[\\/](@apollo|@wry|graphql|graphql-tag|rxjs|optimism|tslib|@graphql-typed-document-node)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
