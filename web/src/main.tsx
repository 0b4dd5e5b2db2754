import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { apolloClient } from "./lib/apollo-client.ts";
import { completeServerSignOut } from "./lib/sign-out.ts";
import { preloadPage } from "./routes.tsx";
import "./styles.css";

// Back from /api/logout (redirected to /?signedOut=1): forget the token before anything asks who is
// signed in, or asks for a page's first data.
completeServerSignOut({ location: window.location, history: window.history, clearCache: () => apolloClient.clearStore() });

// The page's code and first data are asked for beside the app's own start instead of after it. A
// failure here is left to the route, which loads the page again and offers a reload if that fails too.
preloadPage(window.location.pathname, apolloClient).catch(() => {});

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The first render as a transition: React draws it in slices of a few milliseconds, leaving the
// main thread free for the browser between them, instead of in one task that blocks input for as
// long as the whole app takes to draw.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App client={apolloClient} />
    </StrictMode>,
  );
});
