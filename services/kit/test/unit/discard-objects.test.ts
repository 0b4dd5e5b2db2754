import { describe, expect, it, vi } from "vitest";
import { fail, ok } from "../../src/errors.ts";
import type { Logger } from "../../src/logger.ts";
import { discardObjects, keepObjectsOnlyIfWritten, type ObjectStorage } from "../../src/storage/index.ts";

/** Storage in memory; deleting a key in `stubborn` fails. */
function memoryStorage(keys: string[], stubborn: string[] = []): ObjectStorage & { keys: Set<string> } {
  const stored = new Set(keys);
  return {
    kind: "local",
    keys: stored,
    put: async (key) => void stored.add(key),
    get: async () => null,
    delete: async (key) => {
      if (stubborn.includes(key)) throw new Error("permission denied");
      stored.delete(key);
    },
    publicUrl: (key) => `/media/${key}`,
  };
}

const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

describe("discarding stored objects", () => {
  it("deletes every key, and logs each one it cannot delete instead of throwing", async () => {
    const storage = memoryStorage(["a.webp", "b.webp", "c.webp"], ["b.webp"]);
    const log = logger();
    await discardObjects({ storage, logger: log }, ["a.webp", "b.webp"], "a discarded upload");
    expect([...storage.keys]).toEqual(["b.webp", "c.webp"]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { err: new Error("permission denied"), key: "b.webp" },
      "could not delete a discarded upload",
    );
  });

  it("works without a logger", async () => {
    const storage = memoryStorage(["a.webp"], ["a.webp"]);
    await expect(discardObjects({ storage }, ["a.webp"], "a discarded upload")).resolves.toBeUndefined();
  });
});

describe("keeping stored objects only if their change is written", () => {
  it("keeps them when the change is written", async () => {
    const storage = memoryStorage(["a.mp4"]);
    expect(await keepObjectsOnlyIfWritten({ storage }, ["a.mp4"], "an ad", async () => ok(7))).toEqual(ok(7));
    expect([...storage.keys]).toEqual(["a.mp4"]);
  });

  it("removes them when the change is refused, and answers the refusal", async () => {
    const storage = memoryStorage(["a.mp4"]);
    const refused = fail("CONFLICT", "taken");
    expect(await keepObjectsOnlyIfWritten({ storage }, ["a.mp4"], "an ad", async () => refused)).toEqual(refused);
    expect([...storage.keys]).toEqual([]);
  });

  it("removes them when the change fails, and throws its error on", async () => {
    const storage = memoryStorage(["a.mp4"]);
    const write = async () => {
      throw new Error("deadlock");
    };
    await expect(keepObjectsOnlyIfWritten({ storage }, ["a.mp4"], "an ad", write)).rejects.toThrow("deadlock");
    expect([...storage.keys]).toEqual([]);
  });
});
