import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API lives on the all-in-one server (npm start, port 3000); the SPA talks to
// it through the same origin, exactly as it does in production.
const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/graphql": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
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
            {
              name: "ui",
              test: /node_modules[\\/](@radix-ui|@floating-ui|lucide-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]/,
            },
            { name: "qrcode", test: /node_modules[\\/](qrcode|pngjs|dijkstrajs|encode-utf8)[\\/]/ },
          ],
        },
      },
    },
  },
});
