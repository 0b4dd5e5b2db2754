import type { CommerceDeps } from "./commerce-deps.ts";

export async function reconcilePayments(_deps: CommerceDeps): Promise<void> {}
