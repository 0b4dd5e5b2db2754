import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { sessionIdMessages } from "@highcotton/kit/validation";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { images, profiles } from "../../src/db/schema.ts";
import { isRealDate } from "../../src/domain/profile-form.ts";
import { addDays, localDay } from "../../src/domain/question-day.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";
import { jpegWithGps, notAnImage, pngImage, upload } from "../support/images.ts";

const postgres = testDatabase("community_profiles");

const DAY_MS = 24 * 60 * 60 * 1000;
const PROFILE_FIELDS = "id displayName avatarUrl bio city state birthday createdAt";
const SAVE = `mutation ($input: SaveCommunityProfileInput!) { saveCommunityProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const READ = `query ($sessionId: String!) { communityProfile(sessionId: $sessionId) { ${PROFILE_FIELDS} } }`;

type Profile = { id: string; displayName: string; avatarUrl: string | null; birthday: string | null } & Record<string, unknown>;
postgres.describe("community profiles", (open) => {
  let harness: CommunityHarness;
  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
  });

  const db = () => harness.database.db;
  const save = (input: Record<string, unknown>) => harness.graph<{ saveCommunityProfile: Profile }>(SAVE, { input });
  const read = (sessionId: string) => harness.graph<{ communityProfile: Profile | null }>(READ, { sessionId });
  /** The local day the age is judged on, moved off 29 February so "21 years ago" is a real date. */
  const today = () => {
    let day = localDay(harness.clock.now(), harness.deps.questionTimeZone);
    if (day.endsWith("-02-29")) {
      harness.clock.advance(DAY_MS);
      day = localDay(harness.clock.now(), harness.deps.questionTimeZone);
    }
    return day;
  };
  const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

  it("has no profile for a new session, and refuses what is not a session id", async () => {
    expect((await read(harness.session())).data?.communityProfile).toBeNull();
    expect(errorOf(await read("'; drop table profiles; --"))).toEqual({
      code: "BAD_USER_INPUT",
      message: sessionIdMessages.invalid,
    });
  });

  it("creates the session's profile and reads it back, birthday included", async () => {
    const sessionId = harness.session();
    const saved = await save({
      sessionId,
      displayName: " Denver Dank ",
      bio: "Sativa fan",
      city: "Denver",
      state: "co",
      birthday: "1990-04-20",
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveCommunityProfile).toMatchObject({
      displayName: "Denver Dank",
      avatarUrl: null,
      bio: "Sativa fan",
      city: "Denver",
      state: "CO",
      birthday: "1990-04-20",
    });
    expect((await read(sessionId)).data?.communityProfile).toEqual(saved.data?.saveCommunityProfile);
  });

  it("updates the same profile, and an empty optional field clears it", async () => {
    const sessionId = harness.session();
    const first = await save({ sessionId, displayName: "Dank", bio: "Hi", city: "Denver", state: "CO", birthday: "1990-04-20" });
    const second = await save({ sessionId, displayName: "Dank Two", bio: "", city: "  ", state: null });
    expect(second.data?.saveCommunityProfile).toMatchObject({
      id: first.data?.saveCommunityProfile.id,
      displayName: "Dank Two",
      bio: null,
      city: null,
      state: null,
      birthday: null,
    });
    const rows = await db().select().from(profiles).where(eq(profiles.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bio: null, city: null, state: null, birthday: null });
  });

  it("keeps one profile per session when saves of it race", async () => {
    const sessionId = harness.session();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => save({ sessionId, displayName: `Racer ${i}` })));
    expect(results.map((result) => result.errors)).toEqual(Array(8).fill(undefined));
    expect(new Set(results.map((result) => result.data?.saveCommunityProfile.id)).size).toBe(1);
    expect(await db().select().from(profiles).where(eq(profiles.sessionId, sessionId))).toHaveLength(1);
  });

  it("stores an avatar as a thumbnail without EXIF, and replaces the old one's copies", async () => {
    const sessionId = harness.session();
    const first = await save({ sessionId, displayName: "Dank", avatar: upload(await jpegWithGps()) });
    const avatarUrl = first.data?.saveCommunityProfile.avatarUrl;
    expect(avatarUrl).toMatch(/^\/media\/community\/[0-9a-f-]{36}-thumb\.webp$/);
    const profileId = first.data?.saveCommunityProfile.id;
    const [row] = await db().select().from(images).where(eq(images.profileId, profileId!));
    expect(row).toMatchObject({ sessionId, thumbnailUrl: avatarUrl, mimeType: "image/webp" });
    const stored = await harness.storage.get(avatarUrl!.replace("/media/", ""));
    expect((await sharp(stored?.body).metadata()).exif).toBeUndefined();

    // A save without an avatar keeps it.
    const kept = await save({ sessionId, displayName: "Dank" });
    expect(kept.data?.saveCommunityProfile.avatarUrl).toBe(avatarUrl);

    const replaced = await save({ sessionId, displayName: "Dank", avatar: upload(await pngImage()) });
    const newUrl = replaced.data?.saveCommunityProfile.avatarUrl;
    expect(newUrl).not.toBe(avatarUrl);
    const rows = await db().select().from(images).where(eq(images.profileId, profileId!));
    expect(rows.map((image) => image.thumbnailUrl)).toEqual([newUrl]);
    expect(await harness.storage.get(avatarUrl!.replace("/media/", ""))).toBeNull();
    expect(await harness.storage.get(row!.objectKey)).toBeNull();
    expect(harness.storedKeys()).toHaveLength(2);
  });

  it("refuses a file that is not an image, writing nothing", async () => {
    const sessionId = harness.session();
    expect(errorOf(await save({ sessionId, displayName: "Dank", avatar: upload(notAnImage()) }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.notAnImage,
    });
    expect(await db().select().from(profiles)).toEqual([]);
    expect(await db().select().from(images)).toEqual([]);
    expect(harness.storedKeys()).toEqual([]);
  });

  it("checks the fields, and blocked words before storing anything", async () => {
    const sessionId = harness.session();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ displayName: "" }, messages.displayNameRequired],
      [{ displayName: "x".repeat(51) }, messages.displayNameTooLong],
      [{ bio: "b".repeat(501) }, messages.bioTooLong],
      [{ city: "c".repeat(101) }, messages.cityTooLong],
      [{ state: "Colorado" }, messages.stateLength],
      [{ state: "XX" }, messages.stateLength],
      [{ birthday: "2023-02-30" }, messages.birthdayInvalid],
      [{ birthday: "20/04/1990" }, messages.birthdayInvalid],
      [{ bio: "DM me on Telegram for deals" }, messages.blockedWords],
    ];
    for (const [fields, message] of cases) {
      const result = await save({ sessionId, displayName: "Dank", avatar: upload(await pngImage()), ...fields });
      expect(errorOf(result)).toEqual({ code: "BAD_USER_INPUT", message });
    }
    expect(errorOf(await save({ sessionId, displayName: "a\u0000b" }))?.code).toBe("BAD_USER_INPUT");
    expect(await db().select().from(profiles)).toEqual([]);
    expect(harness.storedKeys()).toEqual([]);
  });

  it("needs the member to be 21 or older today, in the question time zone", async () => {
    const day = today();
    const sessionId = harness.session();
    expect(errorOf(await save({ sessionId, displayName: "Young", birthday: addDays(yearsBefore(day, 21), 1) }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.birthdayTooYoung,
    });
    expect(errorOf(await save({ sessionId, displayName: "Future", birthday: addDays(day, 1) }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.birthdayInvalid,
    });
    const birthday = yearsBefore(day, 21);
    expect(isRealDate(birthday)).toBe(true);
    expect((await save({ sessionId, displayName: "Just 21", birthday })).data?.saveCommunityProfile.birthday).toBe(birthday);
  });

  it("lets a session save its profile 10 times in 10 minutes", async () => {
    const sessionId = harness.session();
    for (let i = 0; i < 10; i++) expect((await save({ sessionId, displayName: `Dank ${i}` })).errors).toBeUndefined();
    const refused = await save({ sessionId, displayName: "Dank again" });
    expect(errorOf(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: messages.savingProfileTooFast });
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect((await save({ sessionId: harness.session(), displayName: "Another session" })).errors).toBeUndefined();
    harness.clock.advance(10 * 60_000);
    expect((await save({ sessionId, displayName: "Dank later" })).errors).toBeUndefined();
  });

  it("never shows a birthday on a post's author", async () => {
    const result = await harness.graph("{ communityPosts { posts { profile { displayName birthday } } } }");
    expect(result.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
