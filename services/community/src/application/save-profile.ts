import { ok, type Result } from "@highcotton/kit";
import { and, eq, ne } from "drizzle-orm";
import { images, profiles } from "../db/schema.ts";
import { readProfileForm } from "../domain/profile-form.ts";
import { localDay } from "../domain/question-day.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { type ProfileView, profileViewColumns } from "./find-profile.ts";
import { checkRateLimit, holdRateLimit, recordActivity } from "./rate-limits.ts";
import { discardImages, type StoredImage, storeImages } from "./store-images.ts";

/** What discardImages needs of an image row. */
const storedColumns = {
  objectKey: images.objectKey,
  thumbnailKey: images.thumbnailKey,
  imageUrl: images.imageUrl,
  thumbnailUrl: images.thumbnailUrl,
  mimeType: images.mimeType,
  fileSize: images.fileSize,
  width: images.width,
  height: images.height,
};

type Deps = Pick<CommunityDeps, "db" | "images" | "storage" | "logger" | "blockedWords" | "questionTimeZone" | "now">;

/**
 * Creates or updates the session's profile (one per session, even when two saves race). Empty
 * optional fields are stored as null, so an update with an empty field clears it; an update
 * without an avatar keeps the one it had. Everything that can refuse the save is checked before
 * the avatar is stored; the profile and the avatar's image row are written in one transaction,
 * under the session's rate limit held to its commit, and the replaced avatar's copies are removed
 * once it committed.
 */
export async function saveProfile(deps: Deps, input: unknown): Promise<Result<ProfileView>> {
  const today = localDay(deps.now(), deps.questionTimeZone);
  const parsed = readProfileForm(input, { today, blockedWords: deps.blockedWords });
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const allowed = await checkRateLimit(deps, form.sessionId, "profile");
  if (!allowed.ok) return allowed;

  const stored = form.avatar ? await storeImages(deps, [form.avatar]) : ok([]);
  if (!stored.ok) return stored;
  const [avatar] = stored.value;
  let saved: Result<{ profile: ProfileView; replaced: StoredImage[] }>;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const held = await holdRateLimit(tx, form.sessionId, "profile", now);
      if (!held.ok) return held;
      const fields = {
        displayName: form.displayName,
        bio: form.bio,
        city: form.city,
        state: form.state,
        birthday: form.birthday,
        updatedAt: now,
        ...(avatar ? { avatarUrl: avatar.thumbnailUrl } : {}),
      };
      // The upsert locks the session's row, so a concurrent save waits here and then sees this one.
      const [profile] = await tx
        .insert(profiles)
        .values({ sessionId: form.sessionId, ...fields, createdAt: now })
        .onConflictDoUpdate({ target: profiles.sessionId, set: fields })
        .returning(profileViewColumns);
      if (!profile) throw new Error("upsert returned no profile");
      let replaced: StoredImage[] = [];
      if (avatar) {
        const [row] = await tx
          .insert(images)
          .values({ ...avatar, sessionId: form.sessionId, profileId: profile.id, createdAt: now })
          .returning({ id: images.id });
        if (!row) throw new Error("insert returned no image");
        replaced = await tx
          .delete(images)
          .where(and(eq(images.profileId, profile.id), ne(images.id, row.id)))
          .returning(storedColumns);
      }
      await recordActivity(tx, form.sessionId, "profile", now);
      return ok({ profile, replaced });
    });
  } catch (error) {
    if (avatar) await discardImages(deps, [avatar]);
    throw error;
  }
  if (!saved.ok) {
    if (avatar) await discardImages(deps, [avatar]);
    return saved;
  }
  await discardImages(deps, saved.value.replaced);
  return ok(saved.value.profile);
}
