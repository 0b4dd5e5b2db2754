import { type AuthUser, fail, fromDecimal, ok, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { advertisers } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";

type AdvertiserRow = typeof advertisers.$inferSelect;

/** An advertiser as its owner reads it: SPEC §3's fields, the monthly fee in dollars. */
export type AdvertiserView = Omit<AdvertiserRow, "monthlyFee"> & { monthlyFee: number };

export const advertiserViewOf = (row: AdvertiserRow): AdvertiserView => ({
  ...row,
  monthlyFee: fromDecimal(row.monthlyFee) / 100,
});

/** The user's advertiser, or null before an operator approved its application. */
export async function findAdvertiserOf(deps: Pick<AdsDeps, "db">, userId: string): Promise<AdvertiserView | null> {
  const [row] = await deps.db.select().from(advertisers).where(eq(advertisers.userId, userId));
  return row ? advertiserViewOf(row) : null;
}

/** The signed-in user's advertiser, or null. */
export async function findMyAdvertiser(deps: Pick<AdsDeps, "db">, user: AuthUser | null): Promise<Result<AdvertiserView | null>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  return ok(await findAdvertiserOf(deps, user.id));
}
