import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalObjectStorage } from "../storage/local-storage.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";

/** Local object storage in a fresh temporary folder, for the harness of a service that stores files. */
export interface TestStorage {
  storage: LocalObjectStorage;
  storageDir: string;
  /** Every stored object's key, sorted (the content-type notes beside them left out). */
  storedKeys(): string[];
  /** Removes everything stored, between tests. */
  empty(): void;
  /** Removes the folder itself, once the harness stops. */
  remove(): void;
}

/** A new folder under the system's temporary one, named `<prefix>…`. */
export function startTestStorage(prefix: string): TestStorage {
  const storageDir = mkdtempSync(join(tmpdir(), prefix));
  return {
    storage: new LocalObjectStorage(storageDir),
    storageDir,
    storedKeys: () =>
      readdirSync(storageDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".type"))
        .map((entry) => join(entry.parentPath, entry.name).slice(storageDir.length + 1))
        .sort(),
    empty() {
      for (const entry of readdirSync(storageDir)) rmSync(join(storageDir, entry), { recursive: true });
    },
    remove() {
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** `storage`, with puts that fail ("storage is full") from the `failAt`-th on: a disk or bucket filling up. */
export function storageFailingAt(storage: ObjectStorage, failAt: number): ObjectStorage {
  let puts = 0;
  return {
    kind: storage.kind,
    put: async (key, body, type) => {
      if (++puts >= failAt) throw new Error("storage is full");
      await storage.put(key, body, type);
    },
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    publicUrl: (key) => storage.publicUrl(key),
  };
}
