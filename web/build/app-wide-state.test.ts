import { describe, expect, it } from "vitest";
import { keepsAppWideState } from "./app-wide-state.ts";

describe("keepsAppWideState", () => {
  it("finds what a module keeps for the whole app", () => {
    expect(keepsAppWideState("let toasts: Toast[] = [];\nexport function toast() {}")).toBe(true);
    expect(keepsAppWideState("export const FieldContext = createContext<Field | null>(null);")).toBe(true);
    expect(keepsAppWideState("const stripes = new Map<string, Stripe>();\nstripes.set(key, stripe);")).toBe(true);
  });

  it("leaves constants, lookup tables and local variables alone", () => {
    expect(
      keepsAppWideState("const byCode = new Map(STATES.map((s) => [s.code, s]));\nexport const find = (c) => byCode.get(c);"),
    ).toBe(false);
    expect(keepsAppWideState("export function f() {\n  let total = 0;\n  const seen = new Set();\n  seen.add(1);\n}")).toBe(
      false,
    );
    expect(keepsAppWideState('export const LABEL = "Size";')).toBe(false);
  });
});
