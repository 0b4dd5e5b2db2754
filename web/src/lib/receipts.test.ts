import { describe, expect, it } from "vitest";
import { listReceipts, RECEIPTS_KEPT, RECEIPTS_KEY, receiptToken, rememberReceipt } from "./receipts.ts";
import type { KeyValueStorage } from "./storage.ts";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const receipt = (token: string, placedAt: string, total = "25.00") => ({ receiptPath: `/orders/${token}`, placedAt, total });

describe("receipts kept in the browser", () => {
  it("lists remembered orders newest first", () => {
    const storage = memoryStorage();
    rememberReceipt(receipt("a", "2026-01-01T00:00:00.000Z"), storage);
    rememberReceipt(receipt("c", "2026-03-01T00:00:00.000Z"), storage);
    rememberReceipt(receipt("b", "2026-02-01T00:00:00.000Z"), storage);
    expect(listReceipts(storage).map((r) => r.receiptPath)).toEqual(["/orders/c", "/orders/b", "/orders/a"]);
  });

  it("the same receipt again replaces its entry", () => {
    const storage = memoryStorage();
    rememberReceipt(receipt("a", "2026-01-01T00:00:00.000Z", "25.00"), storage);
    rememberReceipt(receipt("a", "2026-01-01T00:00:00.000Z", "50.00"), storage);
    expect(listReceipts(storage)).toEqual([receipt("a", "2026-01-01T00:00:00.000Z", "50.00")]);
  });

  it(`keeps the newest ${RECEIPTS_KEPT}`, () => {
    const storage = memoryStorage();
    for (let n = 0; n < RECEIPTS_KEPT + 5; n++) {
      rememberReceipt(receipt(`t${n}`, new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString()), storage);
    }
    const kept = listReceipts(storage);
    expect(kept).toHaveLength(RECEIPTS_KEPT);
    expect(kept[0]?.receiptPath).toBe(`/orders/t${RECEIPTS_KEPT + 4}`);
  });

  it("ignores malformed storage and entries", () => {
    expect(listReceipts(memoryStorage({ [RECEIPTS_KEY]: "{not json" }))).toEqual([]);
    expect(listReceipts(memoryStorage({ [RECEIPTS_KEY]: JSON.stringify({ a: 1 }) }))).toEqual([]);
    const mixed = [
      receipt("ok", "2026-01-01T00:00:00.000Z"),
      { receiptPath: "https://evil.example/x", placedAt: "x", total: "1" },
      5,
    ];
    expect(listReceipts(memoryStorage({ [RECEIPTS_KEY]: JSON.stringify(mixed) }))).toEqual([mixed[0]]);
    expect(listReceipts(null)).toEqual([]);
  });

  it("refuses to remember a path that is not a receipt's", () => {
    const storage = memoryStorage();
    rememberReceipt({ receiptPath: "//evil.example", placedAt: "2026-01-01T00:00:00.000Z", total: "1.00" }, storage);
    expect(listReceipts(storage)).toEqual([]);
  });

  it("reads the token from a receipt path", () => {
    expect(receiptToken("/orders/tok_abc-123")).toBe("tok_abc-123");
  });
});
