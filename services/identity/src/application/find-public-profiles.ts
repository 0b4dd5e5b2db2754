import { isUuid } from "@highcotton/kit";
import { inArray } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { IdentityDeps } from "./identity-deps.ts";

/** A person as anyone may see them: the name they post under and their avatar, nothing of the account. */
export interface PublicProfileView {
  id: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * The public profiles of the accounts with these ids, read in one query: a feed page names the same
 * few authors many times over, once for each post and comment.
 */
export async function findPublicProfiles(
  deps: Pick<IdentityDeps, "db">,
  ids: readonly string[],
): Promise<Map<string, PublicProfileView>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: users.id, username: users.username, avatarUrl: users.profileImageUrl })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
