import { describe, expect, it } from "vitest";
import { customPromptSchema, dispensaryFormSchema, stateStoreCounts } from "../../src/contract/index.ts";
import { isPromptRefused } from "../../src/domain/custom-prompt.ts";
import { monthlyBatch, startOfMonth } from "../../src/domain/design-batches.ts";
import { isUuid } from "../../src/domain/ids.ts";
import { waitForLimits } from "../../src/domain/signal-limits.ts";

describe("state store counts", () => {
  it("lists all 50 states, most stores first, then by name", () => {
    const counts = stateStoreCounts(
      new Map([
        ["TX", 1],
        ["CO", 3],
        ["CA", 3],
      ]),
    );
    expect(counts).toHaveLength(50);
    expect(counts.slice(0, 4).map((state) => [state.code, state.storeCount])).toEqual([
      ["CA", 3],
      ["CO", 3],
      ["TX", 1],
      ["AL", 0],
    ]);
  });
});

describe("store setup form", () => {
  const form = { name: " The Green Room ", address: "1550 Colfax Ave", city: "Denver", state: "co", zipCode: "80202" };

  it("trims, upper-cases the state and defaults the business type", () => {
    expect(dispensaryFormSchema.parse(form)).toEqual({
      ...form,
      name: "The Green Room",
      state: "CO",
      businessType: "dispensary",
    });
  });

  it.each([
    [{ name: "" }, "Business name must be 1 to 100 characters"],
    [{ name: "x".repeat(101) }, "Business name must be 1 to 100 characters"],
    [{ address: " " }, "Street address is required"],
    [{ state: "PR" }, "Please choose a US state"],
    [{ zipCode: undefined }, "ZIP code is required"],
  ])("refuses %o", (overrides, message) => {
    const result = dispensaryFormSchema.safeParse({ ...form, ...overrides });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe("custom prompts", () => {
  it("refuses blank descriptions with SPEC's message", () => {
    const result = customPromptSchema.safeParse({ prompt: " \n\t " });
    expect(result.success ? null : result.error.issues[0]?.message).toBe("Please describe what you want on your shirt");
  });

  it("refuses blocked words as whole words only", () => {
    expect(isPromptRefused("a cartoon for KIDS")).toBe(true);
    expect(isPromptRefused("killer sunset with a leaf")).toBe(false);
    expect(isPromptRefused("retro mountains")).toBe(false);
  });
});

describe("batches and ids", () => {
  it("names a month's batch and finds the month's start in UTC", () => {
    expect(monthlyBatch(new Date("2026-11-30T23:59:59Z"))).toBe("monthly-2026-11");
    expect(startOfMonth(new Date("2026-11-22T06:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("accepts only UUIDs as ids", () => {
    expect(isUuid("8f5e2c1a-0000-4000-8000-000000000000")).toBe(true);
    expect(isUuid("1; drop table designs")).toBe(false);
  });
});

describe("limits on shopper signals", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const window = 30 * 60_000;

  it("lets one more through while every limit is under, else waits until the fullest one's oldest counted leaves the window", () => {
    expect(waitForLimits([{ recent: [minutesAgo(1)], limit: 2 }], window, now)).toBe(0);
    expect(waitForLimits([], window, now)).toBe(0);
    const session = { recent: [minutesAgo(1), minutesAgo(10)], limit: 2 };
    const address = { recent: [minutesAgo(1), minutesAgo(5), minutesAgo(25)], limit: 3 };
    expect(waitForLimits([session], window, now)).toBe(20 * 60_000);
    expect(waitForLimits([session, address], window, now)).toBe(20 * 60_000);
    expect(waitForLimits([address, { recent: [minutesAgo(2)], limit: 1 }], window, now)).toBe(28 * 60_000);
  });
});
