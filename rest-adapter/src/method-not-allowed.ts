import type { RouteDefinition } from "./route.ts";

/** A route path as a pattern: `{id}` matches one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+")}/?$`);

/**
 * The methods each known path answers (GET brings HEAD), so a wrong method on a known path can
 * answer 405 with an `Allow` header instead of 404. Returns a lookup by request URL.
 */
export function allowedMethods(routes: ReadonlyArray<Pick<RouteDefinition, "method" | "path">>) {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of [...routes, { method: "GET" as const, path: "/api/openapi.json" }]) {
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === "GET") methods.add("HEAD");
    byPath.set(path, methods);
  }
  const patterns = [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods: [...methods].sort() }));
  return (url: string): string[] | null => {
    const path = url.split("?")[0] ?? "";
    return patterns.find(({ pattern }) => pattern.test(path))?.methods ?? null;
  };
}
