import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router-dom";
import { AuthProvider } from "./auth/auth-provider.tsx";
import { AgeGate } from "./components/age-gate.tsx";
import { AppRoutes } from "./routes.tsx";

// Toasts only follow something the visitor did, so their code loads beside the first page, not
// ahead of it; a toast raised sooner waits in the store and shows when it arrives.
const Toaster = lazy(async () => ({ default: (await import("./components/ui/toaster.tsx")).Toaster }));

/** Providers in the order SPEC §2 needs: age gate first, then the signed-in user, then the page. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AgeGate>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </AgeGate>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </BrowserRouter>
    </ApolloProvider>
  );
}
