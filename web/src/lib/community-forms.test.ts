import { messages as communityMessages } from "@highcotton/community/contract";
import { describe, expect, it } from "vitest";
import {
  addFeedImages,
  emptyProfileForm,
  emptySocietyPost,
  feedPostFormData,
  feedPostProblem,
  IMAGE_MAX_BYTES,
  imageFileProblem,
  latestBirthday,
  profileFormData,
  profileFormErrors,
  societyPostFormData,
} from "./community-forms.ts";

const image = (name: string, type = "image/jpeg") => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
const fields = (body: FormData) => [...body.keys()];
/** A file that says it is `bytes` long, without holding them. */
const sized = (file: File, bytes: number) => Object.defineProperty(file, "size", { value: bytes });

describe("profile form", () => {
  it("needs a display name that is not blank", () => {
    expect(profileFormErrors({ ...emptyProfileForm, displayName: " \t " }).displayName).toBe(
      communityMessages.displayNameRequired,
    );
    expect(profileFormErrors({ ...emptyProfileForm, displayName: "Mary J" })).toEqual({});
  });

  it("refuses a birthday of someone under 21, the day before the 21st birthday included", () => {
    const now = new Date(2026, 2, 10);
    expect(latestBirthday(now)).toBe("2005-03-10");
    expect(profileFormErrors({ ...emptyProfileForm, displayName: "M", birthday: "2005-03-10" }, now)).toEqual({});
    expect(profileFormErrors({ ...emptyProfileForm, displayName: "M", birthday: "2005-03-11" }, now).birthday).toBe(
      communityMessages.birthdayTooYoung,
    );
  });

  it("on 29 February takes the 28th, 21 years back; a 29 February birthday waits for 1 March", () => {
    expect(latestBirthday(new Date(2025, 1, 28))).toBe("2004-02-28");
    expect(latestBirthday(new Date(2024, 1, 29))).toBe("2003-02-28");
  });

  it("sends the session and name, and leaves empty optional fields out", () => {
    const body = profileFormData("session_1_abc", { ...emptyProfileForm, displayName: "  Mary J ", city: "  " }, null);
    expect(fields(body)).toEqual(["sessionId", "displayName"]);
    expect(body.get("displayName")).toBe("Mary J");
  });

  it("sends every filled field and the avatar", () => {
    const form = { displayName: "Mary", bio: "Hi", city: "Denver", state: "CO", birthday: "1990-04-20" };
    const body = profileFormData("session_1_abc", form, image("me.jpg"));
    expect(fields(body)).toEqual(["sessionId", "displayName", "bio", "city", "state", "birthday", "avatar"]);
    expect((body.get("avatar") as File).name).toBe("me.jpg");
  });
});

describe("society post form", () => {
  it("sends the session, profile and text, and only the optional parts that are filled", () => {
    const body = societyPostFormData("session_1_abc", "profile-1", { ...emptySocietyPost, postText: " Blue Dream " });
    expect(fields(body)).toEqual(["sessionId", "profileId", "postText"]);
    expect(body.get("postText")).toBe("Blue Dream");
    const full = societyPostFormData("session_1_abc", "profile-1", {
      postText: "Blue Dream",
      brandName: "Leafy",
      productName: "Pre-roll",
      dispensaryId: "store-1",
      questionId: "q-1",
      image: image("bud.png", "image/png"),
    });
    expect(fields(full)).toEqual([
      "sessionId",
      "profileId",
      "postText",
      "questionId",
      "dispensaryId",
      "brandName",
      "productName",
      "image",
    ]);
  });
});

describe("chosen image", () => {
  it("must claim to be an image and be at most 8 MB", () => {
    expect(imageFileProblem(image("bud.jpg"))).toBeNull();
    expect(imageFileProblem(image("notes.txt", "text/plain"))).toBe("Only image files can be uploaded");
    expect(imageFileProblem(sized(image("bud.jpg"), IMAGE_MAX_BYTES))).toBeNull();
    expect(imageFileProblem(sized(image("bud.jpg"), IMAGE_MAX_BYTES + 1))).toBe(communityMessages.imageTooLarge);
  });
});

describe("feed post", () => {
  it("refuses no text and no images, and more than 4 images, with SPEC's words", () => {
    expect(feedPostProblem("  ", 0)).toEqual({ title: "Empty post", description: communityMessages.emptyFeedPost });
    expect(feedPostProblem("", 5)).toEqual({
      title: "Too many images",
      description: communityMessages.tooManyImages,
    });
    expect(feedPostProblem("hello", 0)).toBeNull();
    expect(feedPostProblem("", 4)).toBeNull();
  });

  it("adds images until there are 4 and says when some were left out", () => {
    const three = [image("1.jpg"), image("2.jpg"), image("3.jpg")];
    const added = addFeedImages(three, [image("4.jpg"), image("5.jpg")]);
    expect(added.images.map((f) => f.name)).toEqual(["1.jpg", "2.jpg", "3.jpg", "4.jpg"]);
    expect(added.tooMany).toBe(true);
    expect(addFeedImages([], [image("1.jpg")]).tooMany).toBe(false);
  });

  it("leaves files that are not images out, and says so", () => {
    const added = addFeedImages([], [new File(["x"], "notes.txt", { type: "text/plain" }), image("1.jpg")]);
    expect(added.images.map((f) => f.name)).toEqual(["1.jpg"]);
    expect(added.refused).toBe("Only image files can be uploaded");
    expect(addFeedImages([], [image("1.jpg")]).refused).toBeNull();
  });

  it("leaves images over 8 MB out before they are uploaded, and says so", () => {
    const added = addFeedImages([], [sized(image("huge.jpg"), IMAGE_MAX_BYTES + 1), sized(image("ok.jpg"), IMAGE_MAX_BYTES)]);
    expect(added.images.map((f) => f.name)).toEqual(["ok.jpg"]);
    expect(added.refused).toBe(communityMessages.imageTooLarge);
    expect(added.tooMany).toBe(false);
  });

  it("sends the text and each image under the repeated images field", () => {
    const body = feedPostFormData(" hi ", [image("1.jpg"), image("2.jpg")]);
    expect(body.get("content")).toBe("hi");
    expect(body.getAll("images").map((f) => (f as File).name)).toEqual(["1.jpg", "2.jpg"]);
    expect(fields(feedPostFormData("", [image("1.jpg")]))).toEqual(["images"]);
  });
});
