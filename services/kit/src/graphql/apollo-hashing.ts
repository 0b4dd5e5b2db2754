import * as crypto from "node:crypto";
import { createRequire } from "node:module";

const patched = new Set<string>();

/**
 * Apollo hashes every request's query text (Apollo Server to find the parsed document, the
 * gateway to find the query plan) with `@apollo/utils.createhash`, which looks `crypto` up with
 * `module.require("crypto")` on every call. Under tsx's module hooks each such lookup runs the
 * hook chain: about 16 µs instead of 2, 7 % of a small read's CPU. This gives that module's own
 * `require` the `crypto` already loaded, so the lookup costs a comparison; every other name still
 * goes through `require`. It is set on the module object, which Apollo reads at each call, so it
 * holds whichever module loaded Apollo first.
 *
 * `packageName` is the package whose copy of `@apollo/utils.createhash` to reach (each Apollo
 * package may have its own version), resolved from `from`.
 */
export function hashWithLoadedCrypto(packageName: string, from: string = import.meta.url): void {
  const requireFromPackage = createRequire(createRequire(from).resolve(packageName));
  const path = requireFromPackage.resolve("@apollo/utils.createhash");
  if (patched.has(path)) return;
  requireFromPackage(path);
  const loaded = requireFromPackage.cache[path];
  if (!loaded) return;
  const moduleRequire = loaded.require.bind(loaded);
  loaded.require = ((id: string) => (id === "crypto" ? crypto : moduleRequire(id))) as typeof loaded.require;
  patched.add(path);
}
