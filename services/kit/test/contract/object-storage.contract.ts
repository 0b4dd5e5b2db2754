import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { ObjectStorage } from "../../src/storage/object-storage.ts";

const UNSAFE_KEYS = ["../x", "/abs", "a//b", "", "qr/../../etc/passwd", "a b.png", "qr/\u0000.png"];

/** Every byte value, twice, so encoding slips (UTF-8, base64, line endings) show up. */
const everyByte = () => {
  const bytes = new Uint8Array(512);
  for (let index = 0; index < bytes.length; index++) bytes[index] = index % 256;
  return bytes;
};

/**
 * What every ObjectStorage adapter promises. `make` returns a ready adapter; each test uses
 * fresh keys, so adapters may share one store between tests.
 */
export function describeObjectStorageContract(name: string, make: () => ObjectStorage | Promise<ObjectStorage>): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let storage: ObjectStorage;
    let prefix: string;
    const keyFor = (file: string) => `${prefix}/${file}`;

    beforeEach(async () => {
      storage = await make();
      prefix = `contract-${randomUUID()}`;
    });

    it("gives back the bytes and content type it was given", async () => {
      const key = keyFor("designs/print.png");
      await storage.put(key, everyByte(), "image/png");
      const stored = await storage.get(key);
      expect(stored?.contentType).toBe("image/png");
      expect(stored?.body).toBeInstanceOf(Uint8Array);
      expect(Array.from(stored?.body ?? [])).toEqual(Array.from(everyByte()));
    });

    it("keeps a view's own bytes, not its whole backing buffer", async () => {
      const key = keyFor("slice.bin");
      const backing = new Uint8Array([9, 9, 1, 2, 3, 9, 9]);
      await storage.put(key, backing.subarray(2, 5), "application/octet-stream");
      expect(Array.from((await storage.get(key))?.body ?? [])).toEqual([1, 2, 3]);
    });

    it("stores an empty object", async () => {
      const key = keyFor("empty.txt");
      await storage.put(key, new Uint8Array(0), "text/plain");
      const stored = await storage.get(key);
      expect(stored?.body.byteLength).toBe(0);
      expect(stored?.contentType).toBe("text/plain");
    });

    it("answers null for a key that was never written", async () => {
      expect(await storage.get(keyFor("never-written.png"))).toBeNull();
    });

    it("replaces an object written again under the same key", async () => {
      const key = keyFor("qr/code.png");
      await storage.put(key, new Uint8Array([1, 2, 3, 4]), "image/png");
      await storage.put(key, new Uint8Array([5, 6]), "image/webp");
      const stored = await storage.get(key);
      expect(Array.from(stored?.body ?? [])).toEqual([5, 6]);
      expect(stored?.contentType).toBe("image/webp");
    });

    it("forgets a deleted object and leaves its neighbours alone", async () => {
      const key = keyFor("to-delete.png");
      const neighbour = keyFor("to-keep.png");
      await storage.put(key, new Uint8Array([1]), "image/png");
      await storage.put(neighbour, new Uint8Array([2]), "image/png");
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      expect(Array.from((await storage.get(neighbour))?.body ?? [])).toEqual([2]);
    });

    it("deletes a missing key without complaint, twice", async () => {
      const key = keyFor("never-there.png");
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it.each(UNSAFE_KEYS)("refuses the unsafe key %j everywhere", async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), "image/png")).rejects.toThrow(/Unsafe object key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe object key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe object key/);
      expect(() => storage.publicUrl(key)).toThrow(/Unsafe object key/);
    });

    it("gives a browser URL that ends with the key", () => {
      const url = storage.publicUrl("qr/abc-123.png");
      expect(url.endsWith("/qr/abc-123.png")).toBe(true);
      expect(url).toMatch(/^(\/|https?:\/\/)/);
      expect(url).not.toMatch(/[^:]\/\//);
    });
  });
}
