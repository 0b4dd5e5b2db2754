import type { CommerceDeps } from "./commerce-deps.ts";

export async function payWithdrawals(_deps: CommerceDeps): Promise<void> {}
