import { readFileSync } from "node:fs";

/** A top-level `let` or `var`: a value the module changes after it has loaded. */
const TOP_LEVEL_VARIABLE = /^(?:export\s+)?(?:let|var)\s/m;

/** A React context made at the top level: its provider and its readers must hold the same one. */
const TOP_LEVEL_CONTEXT = /^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*(?:React\.)?createContext\b/m;

/** A top-level Map or Set held in a const, by name. */
const TOP_LEVEL_COLLECTION = /^(?:export\s+)?const\s+(\w+)(?:\s*:[^=]+)?\s*=\s*new\s+(?:Map|Set|WeakMap|WeakSet)\b/gm;

/**
 * Whether a module's text keeps something for the whole app in the module itself: a top-level
 * `let`/`var`, a React context, or a top-level Map or Set it adds to or deletes from. Two copies of
 * such a module (one per page chunk) would each keep their own: two toast lists, two ad event
 * queues, a form field's context that a lazily loaded part of the same page does not read.
 * A lookup table built once (`new Map(STATES.map(...))`) and never changed is not state.
 */
export function keepsAppWideState(source: string): boolean {
  if (TOP_LEVEL_VARIABLE.test(source) || TOP_LEVEL_CONTEXT.test(source)) return true;
  for (const [, name] of source.matchAll(TOP_LEVEL_COLLECTION)) {
    if (new RegExp(`\\b${name}\\.(?:set|add|delete|clear)\\(`).test(source)) return true;
  }
  return false;
}

/**
 * For the bundler's `exclude`: whether the module at `id` may not be copied into several chunks.
 * Libraries never are (Radix's layers, Stripe.js's loader and others keep state in their modules,
 * and their code is not ours to read), except lucide's icons, each a pure component.
 */
export function mayNotBeCopied(id: string): boolean {
  if (/node_modules[\\/]/.test(id)) return !/node_modules[\\/]lucide-react[\\/]/.test(id);
  if (id.startsWith("\0") || !/\.[cm]?[jt]sx?$/.test(id.split("?")[0] ?? "")) return false;
  return keepsAppWideState(readFileSync(id.split("?")[0] as string, "utf8"));
}
