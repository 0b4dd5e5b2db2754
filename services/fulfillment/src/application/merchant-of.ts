import { type AuthUser, fail, ok, type Queryable, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { merchants } from "../db/schema.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

export type MerchantRow = typeof merchants.$inferSelect;

/** The caller's merchant. Signed out: UNAUTHENTICATED; no print shop yet: NOT_FOUND. */
export async function merchantOf(
  deps: Pick<FulfillmentDeps, "db">,
  user: AuthUser | null,
  queryable: Queryable = deps.db,
): Promise<Result<MerchantRow>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const [merchant] = await queryable.select().from(merchants).where(eq(merchants.userId, user.id));
  if (!merchant) return fail("NOT_FOUND", messages.merchantNotFound);
  return ok(merchant);
}
