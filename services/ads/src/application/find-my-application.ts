import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { desc, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { advertiserApplications } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";

/** An advertiser application as its owner and operators read it. */
export type ApplicationView = typeof advertiserApplications.$inferSelect;

/** The signed-in user's latest application, or null when the user never applied. */
export async function findMyApplication(
  deps: Pick<AdsDeps, "db">,
  user: AuthUser | null,
): Promise<Result<ApplicationView | null>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const [latest] = await deps.db
    .select()
    .from(advertiserApplications)
    .where(eq(advertiserApplications.userId, user.id))
    .orderBy(desc(advertiserApplications.createdAt), desc(advertiserApplications.id))
    .limit(1);
  return ok(latest ?? null);
}
