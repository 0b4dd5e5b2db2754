import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStorage } from "../../src/storage/local-storage.ts";
import { describeObjectStorageContract } from "../contract/object-storage.contract.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "highcotton-local-storage-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeObjectStorageContract("LocalObjectStorage", () => new LocalObjectStorage(join(root, "objects")));

describe("LocalObjectStorage", () => {
  it("serves objects under /media unless told another base", () => {
    expect(new LocalObjectStorage(root).publicUrl("qr/a.png")).toBe("/media/qr/a.png");
    expect(new LocalObjectStorage(root, "/files").publicUrl("qr/a.png")).toBe("/files/qr/a.png");
  });

  it("writes nothing outside its folder for a refused key", async () => {
    const folder = join(root, "jail", "objects");
    const storage = new LocalObjectStorage(folder);
    await expect(storage.put("../escaped.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/Unsafe/);
    expect(await readdir(join(root, "jail")).catch(() => [])).toEqual([]);
  });
});
