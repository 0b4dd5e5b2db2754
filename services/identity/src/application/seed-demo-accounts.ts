import { promoCodes } from "../db/schema.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { registerUser } from "./register-user.ts";

/** Demo sign-ins for a fresh embedded system (README lists them). Safe to run twice. */
export const DEMO_PASSWORD = "highcotton420";
export const DEMO_ACCOUNTS = [
  { username: "demo", email: "demo@highcotton.test", role: "user", firstName: "Dee", lastName: "Mo" },
  { username: "greenleaf", email: "owner@greenleaf.test", role: "dispensary", firstName: "Gia", lastName: "Green" },
  { username: "inkhouse", email: "print@inkhouse.test", role: "merchant", firstName: "Ike", lastName: "Ink" },
  { username: "budbrand", email: "ads@budbrand.test", role: "user", firstName: "Bea", lastName: "Bud" },
] as const;
export const DEMO_PROMO_CODE = "WELCOME21";

export async function seedDemoAccounts(deps: IdentityDeps): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    // A CONFLICT just means the account is already there.
    await registerUser(deps, { ...account, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  }
  await deps.db
    .insert(promoCodes)
    .values({ code: DEMO_PROMO_CODE, description: "Welcome to High Cotton", usageLimit: 1000 })
    .onConflictDoNothing();
}
