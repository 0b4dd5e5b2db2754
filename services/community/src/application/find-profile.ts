import { parseInput, type Result } from "@highcotton/kit";
import { ok } from "@highcotton/kit/errors";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { eq } from "drizzle-orm";
import { profiles } from "../db/schema.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** A profile as its own session reads it: the birthday included. */
export interface ProfileView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  birthday: string | null;
  createdAt: Date;
}

export const profileViewColumns = {
  id: profiles.id,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  bio: profiles.bio,
  city: profiles.city,
  state: profiles.state,
  birthday: profiles.birthday,
  createdAt: profiles.createdAt,
};

/**
 * The session's community profile, or null when it has none. A profile is only ever read by its
 * session id, so whoever reads it is its owner and sees the birthday.
 */
export async function findProfile(deps: Pick<CommunityDeps, "db">, sessionId: unknown): Promise<Result<ProfileView | null>> {
  const session = parseInput(sessionIdSchema, sessionId);
  if (!session.ok) return session;
  const [profile] = await deps.db.select(profileViewColumns).from(profiles).where(eq(profiles.sessionId, session.value));
  return ok(profile ?? null);
}
