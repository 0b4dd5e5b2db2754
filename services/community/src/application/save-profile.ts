import { type AuthUser, ok, type Result } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { and, eq, ne } from "drizzle-orm";
import { images, profiles } from "../db/schema.ts";
import { readProfileForm } from "../domain/profile-form.ts";
import { localDay } from "../domain/question-day.ts";
import { societyMemberOf } from "../domain/society-member.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { type ProfileView, profileViewColumns } from "./find-profile.ts";
import { checkRateLimit } from "./rate-limits.ts";
import { discardImages, keepImagesOnlyIfWritten, type StoredImage, storeImages } from "./store-images.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

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
 * under the session's and the address's rate limits held to its commit, and the replaced avatar's copies are removed
 * once it committed. A signed-in account saves its own profile, whose display name stays its
 * username: the person is one identity in the feed and the society.
 */
export async function saveProfile(
  deps: Deps,
  input: unknown,
  clientAddress: string | null,
  user: AuthUser | null = null,
): Promise<Result<ProfileView>> {
  const today = localDay(deps.now(), deps.questionTimeZone);
  const parsed = readProfileForm(input, { today, blockedWords: deps.blockedWords });
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const member = societyMemberOf(user, form.sessionId);
  const writer = { actor: member.key, address: addressKey(clientAddress) };
  const allowed = await checkRateLimit(deps, writer, "profile");
  if (!allowed.ok) return allowed;

  const stored = form.avatar ? await storeImages(deps, [form.avatar]) : ok([]);
  if (!stored.ok) return stored;
  const [avatar] = stored.value;
  const saved = await keepImagesOnlyIfWritten(deps, stored.value, () =>
    writeUnderRateLimit(deps, writer, "profile", async (tx, now) => {
      const fields = {
        displayName: member.account?.username ?? form.displayName,
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
        .values({ sessionId: member.key, userId: member.account?.id ?? null, ...fields, createdAt: now })
        .onConflictDoUpdate({ target: profiles.sessionId, set: fields })
        .returning(profileViewColumns);
      if (!profile) throw new Error("upsert returned no profile");
      let replaced: StoredImage[] = [];
      if (avatar) {
        const [row] = await tx
          .insert(images)
          .values({ ...avatar, sessionId: member.key, profileId: profile.id, createdAt: now })
          .returning({ id: images.id });
        if (!row) throw new Error("insert returned no image");
        replaced = await tx
          .delete(images)
          .where(and(eq(images.profileId, profile.id), ne(images.id, row.id)))
          .returning(storedColumns);
      }
      return ok({ profile, replaced });
    }),
  );
  if (!saved.ok) return saved;
  await discardImages(deps, saved.value.replaced);
  return ok(saved.value.profile);
}
