import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import { AuthProvider } from "./auth/auth-provider.tsx";
import { AgeGate } from "./components/age-gate.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { AppRoutes } from "./routes.tsx";

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
        <Toaster />
      </BrowserRouter>
    </ApolloProvider>
  );
}
