import { describe, expect, it } from "vitest";
import { FULFILLMENT_STEPS, fulfillmentStepStates } from "./fulfillment-progress.ts";

describe("fulfillment progress (SPEC §4: pending → assigned → fulfilled)", () => {
  it("has SPEC's three statuses in order", () => {
    expect(FULFILLMENT_STEPS.map((step) => step.status)).toEqual(["pending", "assigned", "fulfilled"]);
  });

  it("marks the steps before the order's status done and its own current", () => {
    expect(fulfillmentStepStates("pending")).toEqual(["current", "upcoming", "upcoming"]);
    expect(fulfillmentStepStates("assigned")).toEqual(["done", "current", "upcoming"]);
    expect(fulfillmentStepStates("fulfilled")).toEqual(["done", "done", "done"]);
  });
});
