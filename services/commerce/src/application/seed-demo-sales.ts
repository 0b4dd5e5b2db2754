import type { CommerceDeps } from "./commerce-deps.ts";

export async function seedDemoSales(_deps: CommerceDeps): Promise<void> {}
