import { DESIGN_REGENERATIONS_PER_MONTH } from "../contract/index.ts";

/** A regeneration's batch: its own, so the new design never collides with the slot it replaces. */
export const regenerationBatch = (jobId: string): string => `regen-${jobId}`;

/** Regenerations a store has left this month, from how many it used. */
export const regenerationsLeftOf = (used: number): number => Math.max(0, DESIGN_REGENERATIONS_PER_MONTH - used);
