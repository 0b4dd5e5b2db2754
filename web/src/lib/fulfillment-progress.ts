import type { FulfillmentStatus } from "../graphql/commerce.ts";

/** SPEC §4: pending (waiting for a print merchant) → assigned (accepted) → fulfilled. */
export const FULFILLMENT_STEPS: ReadonlyArray<{ status: FulfillmentStatus; title: string; detail: string; doneDetail?: string }> =
  [
    {
      status: "pending",
      title: "Order placed",
      detail: "Waiting for a local print shop to take it.",
      doneDetail: "Paid, and offered to local print shops.",
    },
    { status: "assigned", title: "Being printed", detail: "A local print shop accepted your order." },
    { status: "fulfilled", title: "Shipped", detail: "Your shirts are printed and on their way." },
  ];

export type StepState = "done" | "current" | "upcoming";

/** Each step's state for an order at `status`: the steps before it are done, it is current. */
export function fulfillmentStepStates(status: FulfillmentStatus): StepState[] {
  const at = FULFILLMENT_STEPS.findIndex((step) => step.status === status);
  return FULFILLMENT_STEPS.map((_, index) =>
    index < at ? "done" : index === at ? (status === "fulfilled" ? "done" : "current") : "upcoming",
  );
}
