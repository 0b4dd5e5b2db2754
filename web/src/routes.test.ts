import type { ApolloClient } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { STORE_QUERY } from "./graphql/catalog.ts";
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

  it("asks for nothing on a page without first data", async () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    await preloadPage("/login", { query } as unknown as ApolloClient);
    expect(query).not.toHaveBeenCalled();
  });
});
