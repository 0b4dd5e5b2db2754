import { OfflineCharges } from "@highcotton/billing";
import type { ObjectStorage } from "@highcotton/kit";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { generateCustomDesign } from "../../src/application/generate-custom-design.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

/** Storage in memory, so a test can see what was left behind. */
class MemoryStorage implements ObjectStorage {
  readonly kind = "local" as const;
  readonly objects = new Map<string, Uint8Array>();
  async put(key: string, body: Uint8Array) {
    this.objects.set(key, body);
  }
  async get() {
    return null;
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  publicUrl(key: string) {
    return `/media/${key}`;
  }
}

/** A database whose reads find nothing and whose writes fail: the design row can never be saved. */
function failingDatabase(): CatalogDeps["db"] {
  // biome-ignore lint/suspicious/noExplicitAny: a query builder stand-in answers any chain of calls.
  const query: any = new Proxy(() => undefined, {
    get: (_target, name) => {
      if (name === "then") return (resolve: (rows: unknown[]) => void) => resolve([]);
      if (name === "transaction") return async () => Promise.reject(new Error("database unavailable"));
      return () => query;
    },
  });
  return query;
}

function depsWith(storage: MemoryStorage): CatalogDeps {
  return {
    db: failingDatabase(),
    database: {} as CatalogDeps["database"],
    storage,
    generator: new PlainArtworkGenerator(),
    logger: pino({ level: "silent" }),
    publicUrl: () => "https://highcotton.example",
    now: () => new Date(),
    charges: new OfflineCharges(failingDatabase(), () => new Date()),
  };
}

describe("a custom design that fails after its images were stored", () => {
  it("removes the images it wrote", async () => {
    const storage = new MemoryStorage();
    let stored = 0;
    const put = storage.put.bind(storage);
    storage.put = async (key, body) => {
      stored++;
      await put(key, body);
    };
    await expect(
      generateCustomDesign(depsWith(storage), { prompt: "a desert sunrise", sessionId: "session_1_abc" }),
    ).rejects.toThrow("database unavailable");
    expect(stored).toBe(4); // print, front, thumbnail and artwork
    expect([...storage.objects.keys()]).toEqual([]);
  });

  it("stores nothing when the input is refused", async () => {
    const storage = new MemoryStorage();
    const deps = depsWith(storage);
    for (const input of [
      { prompt: "a desert sunrise", sessionId: `session_1_${"a".repeat(3000)}` },
      { prompt: "sun\u0000rise", sessionId: "session_1_abc" },
      { prompt: "a desert sunrise", sessionId: 42 },
    ]) {
      expect(await generateCustomDesign(deps, input)).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
    }
    expect(storage.objects.size).toBe(0);
  });
});
