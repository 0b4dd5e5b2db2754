import { describe, expect, it } from "vitest";
import { SessionDenyList } from "../../src/auth/session-deny-list.ts";

describe("SessionDenyList", () => {
  it("refuses a remembered session until its token expires, then forgets it", async () => {
    let now = new Date("2026-06-01T12:00:00Z");
    const rows: Array<{ sessionId: string; expiresAt: Date }> = [];
    // A stand-in store answering the refresh query with no rows; memory is what is under test.
    const database = {
      db: { select: () => ({ from: () => ({ where: async () => rows }) }) },
    } as unknown as ConstructorParameters<typeof SessionDenyList>[0];
    const list = new SessionDenyList(database, () => now);
    list.remember("sid-1", new Date("2026-06-01T12:10:00Z"));
    list.remember("expired", new Date("2026-06-01T11:59:00Z"));
    expect(list.isRevoked("sid-1")).toBe(true);
    expect(list.isRevoked("expired")).toBe(false);
    expect(list.isRevoked("sid-2")).toBe(false);
    expect(list.size).toBe(1);
    now = new Date("2026-06-01T12:10:01Z");
    expect(list.isRevoked("sid-1")).toBe(false);
    await list.refresh();
    expect(list.size).toBe(0);
  });
});
