import { createHash } from "node:crypto";
import Module, { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { hashWithLoadedCrypto } from "../../src/graphql/apollo-hashing.ts";

describe("hashWithLoadedCrypto", () => {
  it("lets Apollo hash a query text with the crypto already loaded, looking up no module", () => {
    const fromApollo = createRequire(createRequire(import.meta.url).resolve("@apollo/server"));
    const apollo = fromApollo("@apollo/utils.createhash") as { createHash: typeof createHash };
    const load = vi.spyOn(Module as unknown as { _load: (id: string) => unknown }, "_load");
    try {
      const hashOf = () => apollo.createHash("sha256").update("query Me { me { id } }").digest("hex");
      // Unpatched (as Apollo ships it), each call looks `crypto` up through Module._load.
      hashWithLoadedCrypto("@apollo/server");
      load.mockClear();
      expect(hashOf()).toBe(createHash("sha256").update("query Me { me { id } }").digest("hex"));
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });
});
