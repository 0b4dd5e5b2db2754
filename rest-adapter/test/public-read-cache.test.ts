import { describe, expect, it } from "vitest";
import { PublicReadCache, type StoredAnswer } from "../src/public-read-cache.ts";

const answer = (json: string, status = 200): StoredAnswer => ({ status, json, headers: {} });

/** A cache on a clock the test moves, and a reader counting its reads. */
function cacheAt(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new PublicReadCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10, ...options, now: () => clock.now });
  const reads: string[] = [];
  const reader =
    (url: string, status = 200) =>
    async () => {
      reads.push(url);
      return answer(`"${url} #${reads.length}"`, status);
    };
  return { cache, clock, reads, reader };
}

describe("the public-read cache", () => {
  it("serves a URL's 200 answer until it is ttlMs old, then reads again", async () => {
    const { cache, clock, reads, reader } = cacheAt();
    expect(await cache.read("/a", reader("/a"))).toEqual({ answer: answer('"/a #1"'), outcome: "miss" });
    clock.now = 999;
    expect(await cache.read("/a", reader("/a"))).toEqual({ answer: answer('"/a #1"'), outcome: "hit" });
    clock.now = 1000;
    expect(await cache.read("/a", reader("/a"))).toEqual({ answer: answer('"/a #2"'), outcome: "miss" });
    expect(reads).toEqual(["/a", "/a"]);
  });

  it("gives an answer past ttlMs at once for staleMs more while one read renews it, and drops it if that fails", async () => {
    const { cache, clock, reads, reader } = cacheAt({ staleMs: 500 });
    await cache.read("/a", reader("/a"));
    clock.now = 1200;
    let renew: (value: StoredAnswer) => void = () => {};
    const slow = () => {
      reads.push("/a");
      return new Promise<StoredAnswer>((resolve) => {
        renew = resolve;
      });
    };
    expect(await cache.read("/a", slow)).toEqual({ answer: answer('"/a #1"'), outcome: "stale" });
    expect(await cache.read("/a", slow)).toEqual({ answer: answer('"/a #1"'), outcome: "stale" }); // one renewal
    expect(reads).toHaveLength(2);
    renew(answer('"/a #2"'));
    await new Promise((resolve) => setImmediate(resolve)); // the renewal is kept
    expect(await cache.read("/a", reader("/a"))).toEqual({ answer: answer('"/a #2"'), outcome: "hit" });
    clock.now = 2200 + 500; // past ttlMs and staleMs of the renewed answer (kept at 1200)
    expect((await cache.read("/a", reader("/a"))).outcome).toBe("miss");

    clock.now = 3700 + 100; // stale again; this renewal fails
    const failing = async () => {
      throw new Error("gateway away");
    };
    expect((await cache.read("/a", failing)).outcome).toBe("stale");
    await new Promise((resolve) => setImmediate(resolve)); // the renewal has failed
    expect((await cache.read("/a", reader("/a"))).outcome).toBe("miss");
  });

  it("reads once for requests asking at the same time, and shares a failure the same way", async () => {
    const { cache, reads } = cacheAt();
    let finish: (value: StoredAnswer) => void = () => {};
    const slow = () => {
      reads.push("/a");
      return new Promise<StoredAnswer>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [cache.read("/a", slow), cache.read("/a", slow), cache.read("/a", slow)];
    finish(answer("[1]"));
    expect((await Promise.all(asked)).map((result) => result.outcome)).toEqual(["miss", "shared", "shared"]);
    expect(reads).toHaveLength(1);

    const failing = async () => {
      reads.push("/b");
      throw new Error("gateway away");
    };
    const failed = await Promise.allSettled([cache.read("/b", failing), cache.read("/b", failing)]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(reads.filter((url) => url === "/b")).toHaveLength(1);
    await expect(cache.read("/b", reader404)).resolves.toMatchObject({ outcome: "miss" }); // a failure is not kept
  });

  it("keeps no answer but a 200, and nothing at all with ttlMs 0", async () => {
    const { cache, reads, reader } = cacheAt();
    await cache.read("/gone", reader("/gone", 404));
    await cache.read("/gone", reader("/gone", 404));
    expect(reads).toEqual(["/gone", "/gone"]);
    const none = cacheAt({ ttlMs: 0 });
    await none.cache.read("/a", none.reader("/a"));
    await none.cache.read("/a", none.reader("/a"));
    expect(none.reads).toEqual(["/a", "/a"]);
    expect(none.cache.size).toBe(0);
  });

  it("keeps at most maxEntries URLs, dropping expired ones first, then the one least recently asked for", async () => {
    const { cache, clock, reads, reader } = cacheAt({ maxEntries: 3 });
    await cache.read("/1", reader("/1"));
    clock.now = 500;
    await cache.read("/2", reader("/2"));
    await cache.read("/3", reader("/3"));
    await cache.read("/4", reader("/4")); // full: /1 is the oldest
    expect(cache.size).toBe(3);
    expect((await cache.read("/2", reader("/2"))).outcome).toBe("hit");
    expect((await cache.read("/1", reader("/1"))).outcome).toBe("miss");
    clock.now = 1600; // /2, /3 and /4 have expired; /1 (kept at 500) too
    await cache.read("/5", reader("/5"));
    expect(cache.size).toBe(1);
    expect(reads).toEqual(["/1", "/2", "/3", "/4", "/1", "/5"]);
  });
});

const reader404 = async () => answer("null", 404);
