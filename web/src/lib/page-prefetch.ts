import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { Params } from "react-router-dom";
import { FEATURED_DESIGNS_PER_STORE, MARKETPLACE_STORES_QUERY, STORE_QUERY } from "../graphql/catalog.ts";
import { CART_QUERY, PAYMENT_SETTINGS_QUERY } from "../graphql/commerce.ts";
import { getSessionId } from "./session-id.ts";

/**
 * Asks for the data a page shows first, into the client's cache, with the variables its own
 * queries use. `preloadPage` (routes.tsx) runs it as the app starts, beside the page's code and the
 * question who is signed in, so these live in the app's first load rather than in the pages: a
 * page's answer is on its way before its code has arrived. A failure is left to the page's own
 * query, which asks again and shows the error.
 */
export type PagePrefetch = (client: ApolloClient, params: Params) => void;

/** Reads asked for at the start that no page has taken yet, by operation and variables. */
const askedNotTaken = new Set<string>();
const readKey = (query: TypedDocumentNode<unknown, never>, variables: OperationVariables) => {
  const operation = query.definitions.find((definition) => definition.kind === "OperationDefinition");
  return `${operation?.name?.value ?? ""} ${JSON.stringify(variables)}`;
};

/**
 * Whether this read was asked for at the app's start and no page has taken it yet. A page that
 * reads again on every arrival reads from that answer instead, in flight or cached: it is the
 * arrival's read, and a second request would only repeat it. The page takes it
 * (`forgetAskedAhead`) once it is on screen, so a later arrival asks again.
 */
export function askedAhead<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): boolean {
  return askedNotTaken.has(readKey(query as TypedDocumentNode<unknown, never>, variables));
}

export function forgetAskedAhead<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): void {
  askedNotTaken.delete(readKey(query as TypedDocumentNode<unknown, never>, variables));
}

/** /marketplace's stores, each with its featured designs. */
export const MARKETPLACE_STORES_VARIABLES = { first: FEATURED_DESIGNS_PER_STORE };

export const prefetchMarketplace: PagePrefetch = (client) => {
  client.query({ query: MARKETPLACE_STORES_QUERY, variables: MARKETPLACE_STORES_VARIABLES }).catch(() => {});
};

/** A store page's store and its designs. */
export const prefetchStore: PagePrefetch = (client, { id }) => {
  if (id) client.query({ query: STORE_QUERY, variables: { id } }).catch(() => {});
};

/** The browser session's cart, with the variables useSessionCart uses (the cart page). */
export const prefetchSessionCart: PagePrefetch = (client) => {
  const variables = { sessionId: getSessionId() };
  askedNotTaken.add(readKey(CART_QUERY as TypedDocumentNode<unknown, never>, variables));
  client.query({ query: CART_QUERY, variables }).catch(() => {});
};

/** Checkout's cart and how payments are taken. */
export const prefetchCheckout: PagePrefetch = (client, params) => {
  prefetchSessionCart(client, params);
  client.query({ query: PAYMENT_SETTINGS_QUERY }).catch(() => {});
};
