import { globSync, readFileSync } from "node:fs";

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`). Unit, integration and web files share
 * their worker's modules (isolate: false), where a module replacement would reach the files run
 * after it and miss modules an earlier file loaded; these files run in an isolated project of
 * their own instead. Read by vitest.config.ts.
 */
export function filesReplacingModules(include: string[], exclude: string[] = []): string[] {
  return globSync(include, { exclude })
    .filter((file) => /\bvi\.(doMock|mock)\(/.test(readFileSync(file, "utf8")))
    .sort();
}
