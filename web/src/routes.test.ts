import type { ApolloClient } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { MARKETPLACE_STORES_QUERY, STORE_QUERY } from "./graphql/catalog.ts";
import { CART_QUERY, PAYMENT_SETTINGS_QUERY } from "./graphql/commerce.ts";
import { MARKETPLACE_STORES_VARIABLES } from "./lib/page-prefetch.ts";
import { getSessionId } from "./lib/session-id.ts";
import { preloadPage } from "./routes.tsx";

describe("preloadPage", () => {
  it("asks for a store page's first data before the page's code has arrived", async () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    const preloading = preloadPage("/store/store-1", { query } as unknown as ApolloClient);
    // Synchronously: no dynamic import of the page can have finished yet.
    expect(query).toHaveBeenCalledWith({ query: STORE_QUERY, variables: { id: "store-1" } });
    await preloading;
    expect(query).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["/marketplace", () => [{ query: MARKETPLACE_STORES_QUERY, variables: MARKETPLACE_STORES_VARIABLES }]],
    ["/cart", () => [{ query: CART_QUERY, variables: { sessionId: getSessionId() } }]],
    ["/checkout", () => [{ query: CART_QUERY, variables: { sessionId: getSessionId() } }, { query: PAYMENT_SETTINGS_QUERY }]],
  ])("asks for %s's first data with its page's variables", async (path, expected) => {
    const query = vi.fn((_options: unknown) => Promise.resolve({ data: undefined }));
    await preloadPage(path, { query } as unknown as ApolloClient);
    expect(query.mock.calls.map(([options]) => options)).toEqual(expected());
  });

  it("asks for nothing on a page without first data", async () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    await preloadPage("/login", { query } as unknown as ApolloClient);
    expect(query).not.toHaveBeenCalled();
  });
});
