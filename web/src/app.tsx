import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { lazy, Suspense, useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { AuthProvider } from "./auth/auth-provider.tsx";
import { AgeGate } from "./components/age-gate.tsx";
import { useToasts } from "./components/ui/toast-store.ts";
import { AppRoutes } from "./routes.tsx";

const Toaster = lazy(async () => ({ default: (await import("./components/ui/toaster.tsx")).Toaster }));

/**
 * Toasts only follow something the visitor did, so their code is fetched with the first toast
 * (which waits in the store until it arrives), not on every first visit; it stays mounted after.
 */
function ToasterOnceRaised() {
  const raised = useToasts().length > 0;
  const [mounted, setMounted] = useState(false);
  if (raised && !mounted) setMounted(true);
  if (!mounted && !raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

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
        <ToasterOnceRaised />
      </BrowserRouter>
    </ApolloProvider>
  );
}
