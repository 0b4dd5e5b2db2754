import type { Queryable } from "@highcotton/kit";
import { profiles } from "../db/schema.ts";
import type { SocietyMember } from "../domain/society-member.ts";

/**
 * A signed-in member's society profile is their account's: made the first time the account meets
 * the society, named by its username, and linked to the account id. The unique member key makes
 * concurrent first visits make it once. An anonymous member's profile is made by its profile form.
 */
export async function ensureAccountProfile(db: Queryable, member: SocietyMember, now: Date): Promise<void> {
  if (!member.account) return;
  await db
    .insert(profiles)
    .values({
      sessionId: member.key,
      userId: member.account.id,
      displayName: member.account.username,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
