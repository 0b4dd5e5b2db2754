import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertSafeKey, MEDIA_PATH, type ObjectStorage, type StoredObject } from "./object-storage.ts";

/**
 * Objects as files under a folder; the content type is kept in a sidecar file. Served to browsers
 * by the app under `publicBase` (default `/media`).
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = "local" as const;

  constructor(
    private readonly root: string,
    private readonly publicBase = MEDIA_PATH,
  ) {}

  /**
   * Written under a temporary name and renamed into place, so a reader finds the whole object or
   * none (a print file is asked for while it is being stored), never part of one.
   */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
    await writeFile(`${path}.type`, contentType);
    try {
      await writeFile(partial, body);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, "utf8")]);
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBase}/${key}`;
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }
}
