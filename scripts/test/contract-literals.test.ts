import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// A service's user-facing messages are written once, in its contract (services/<name>/src/contract.ts
// or src/contract/index.ts), and imported wherever they are shown or checked. Every contract
// exports `messages`: an object whose values are the texts (strings) or, for a text with a value
// in it, functions that make it. This test reads each contract that exists and fails on any of
// its string messages written again as a literal in the REST adapter, the web app or the
// service's own code. Other services may word the same thing themselves (each owns its words):
// while such a service has no contract yet (its texts still in src/domain/messages.ts), a literal
// of that wording in the adapter or the web app may be its, so it is not counted against anyone.

const ROOT = join(import.meta.dirname, "..", "..");
/** Shorter strings are words, not messages. */
const MESSAGE_MIN = 8;

/** Generated code, tests and the contracts themselves may hold the texts. */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /^rest-adapter\/src\/graphql\/gen\//,
  /^web\/src\/gql\//,
  /^web\/src\/graphql\/gen\//,
  /\.generated\./,
  /\.test\.tsx?$/,
  /(^|\/)test\//,
  /^services\/[^/]+\/src\/contract(\.ts$|\/)/,
];

interface Contract {
  service: string;
  messages: string[];
}

function contractPathOf(service: string): string | null {
  const candidates = ["src/contract.ts", "src/contract/index.ts"].map((path) => join(ROOT, "services", service, path));
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Every string in the contract's `messages`, nested objects included; functions are templates. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return value.length >= MESSAGE_MIN ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const services = readdirSync(join(ROOT, "services"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The texts services without a contract still keep in their own messages module. */
function uncontractedTexts(): Set<string> {
  const texts = services
    .filter((service) => !contractPathOf(service))
    .map((service) => join(ROOT, "services", service, "src/domain/messages.ts"))
    .filter((path) => existsSync(path))
    .flatMap((path) => [...readFileSync(path, "utf8").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? ""));
  return new Set(texts);
}

async function loadContracts(): Promise<Contract[]> {
  const contracts: Contract[] = [];
  for (const name of services) {
    const path = contractPathOf(name);
    if (!path) continue;
    const module = (await import(pathToFileURL(path).href)) as { messages?: unknown };
    contracts.push({ service: name, messages: stringsOf(module.messages) });
  }
  return contracts;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !SKIPPED.some((pattern) => pattern.test(path)));
}

/** The code without comment lines: a comment may quote SPEC's words. */
function codeOf(path: string): string {
  return readFileSync(join(ROOT, path), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The message as a whole string literal, or as the whole text of a JSX element. */
const literalOf = (message: string) => new RegExp(`(["'\`]${escapeRegExp(message)}["'\`])|(>\\s*${escapeRegExp(message)}\\s*<)`);

/** `file: "message"` for each message of a contract restated where it must not be. */
function restatements(contract: Contract, othersTexts: ReadonlySet<string>): string[] {
  const own = contract.messages.map((message) => ({ message, pattern: literalOf(message) }));
  const alone = own.filter(({ message }) => !othersTexts.has(message));
  const scans = [
    { dir: `services/${contract.service}/src`, patterns: own },
    { dir: "rest-adapter/src", patterns: alone },
    { dir: "web/src", patterns: alone },
  ];
  return scans.flatMap(({ dir, patterns }) =>
    sourceFiles(join(ROOT, dir)).flatMap((path) => {
      const code = codeOf(path);
      return patterns.filter(({ pattern }) => pattern.test(code)).map(({ message }) => `${path}: "${message}"`);
    }),
  );
}

describe("contract messages", async () => {
  const contracts = await loadContracts();
  const othersTexts = uncontractedTexts();

  it.runIf(contracts.length > 0).each(contracts.map((contract) => [contract.service, contract] as const))(
    "%s's messages are written only in its contract",
    (_service, contract) => {
      expect(contract.messages.length, "the contract exports its messages").toBeGreaterThan(0);
      expect(restatements(contract, othersTexts)).toEqual([]);
    },
  );
});
