import type { ApolloClient } from "@apollo/client";
import type { Params } from "react-router-dom";

/**
 * Asks for the data a page shows first, into the client's cache, with the variables its own
 * queries use: exported as `prefetch` by a page file whose first screen waits for it, and run by
 * `preloadPage` (routes.tsx) as the app starts, beside the question who is signed in.
 */
export type PagePrefetch = (client: ApolloClient, params: Params) => void;
