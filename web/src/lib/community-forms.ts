/**
 * The community's form rules (SPEC §5), checked in the browser before anything is sent with the
 * limits and words of community's contract; the server checks them again.
 */
import {
  BIO_MAX,
  BRAND_MAX,
  CITY_MAX,
  COMMENT_MAX,
  DISPLAY_NAME_MAX,
  FEED_CONTENT_MAX,
  FEED_IMAGES_MAX,
  IMAGE_MAX_BYTES,
  MINIMUM_AGE,
  messages,
  POST_TEXT_MAX,
} from "@highcotton/community/contract";

export {
  BIO_MAX,
  BRAND_MAX,
  CITY_MAX,
  COMMENT_MAX,
  DISPLAY_NAME_MAX,
  FEED_CONTENT_MAX,
  FEED_IMAGES_MAX,
  IMAGE_MAX_BYTES,
  MINIMUM_AGE,
  POST_TEXT_MAX,
};
/** SPEC §5: the post form accepts image files only. */
export const IMAGE_ACCEPT = "image/*";

export const DISPLAY_NAME_REQUIRED = messages.displayNameRequired;
export const TOO_YOUNG = messages.birthdayTooYoung;
export const POST_TEXT_REQUIRED = messages.postTextRequired;
export const NOT_AN_IMAGE = "Only image files can be uploaded";
export const IMAGE_TOO_LARGE = messages.imageTooLarge;

/** Whether the text has nothing but white space (or nothing at all). */
export function isBlank(text: string): boolean {
  return text.trim() === "";
}

export interface ProfileForm {
  displayName: string;
  bio: string;
  city: string;
  /** A two-letter code, or "" for none. */
  state: string;
  /** YYYY-MM-DD from the date input, or "". */
  birthday: string;
}

export const emptyProfileForm: ProfileForm = { displayName: "", bio: "", city: "", state: "", birthday: "" };

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

/** The local date, as a date input writes it. */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birthday of someone 21 today: the date input's `max`. */
export function latestBirthday(now: Date = new Date()): string {
  const date = new Date(now.getFullYear() - MINIMUM_AGE, now.getMonth(), now.getDate());
  // On 29 February, 21 years back has no 29th: whoever was born on the 28th turns 21 today.
  if (date.getMonth() !== now.getMonth()) date.setDate(0);
  return isoDate(date);
}

export function profileFormErrors(form: ProfileForm, now: Date = new Date()): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (isBlank(form.displayName)) errors.displayName = DISPLAY_NAME_REQUIRED;
  if (form.birthday && /^\d{4}-\d{2}-\d{2}$/.test(form.birthday) && form.birthday > latestBirthday(now)) {
    errors.birthday = TOO_YOUNG;
  }
  return errors;
}

/** Appends a text field only when it says something (SPEC §5: empty optional fields are not sent). */
function appendFilled(body: FormData, name: string, value: string | null | undefined): void {
  const trimmed = value?.trim();
  if (trimmed) body.append(name, trimmed);
}

/** POST /api/community/profile's multipart body. */
export function profileFormData(sessionId: string, form: ProfileForm, avatar: File | null): FormData {
  const body = new FormData();
  body.append("sessionId", sessionId);
  body.append("displayName", form.displayName.trim());
  appendFilled(body, "bio", form.bio);
  appendFilled(body, "city", form.city);
  appendFilled(body, "state", form.state);
  appendFilled(body, "birthday", form.birthday);
  if (avatar) body.append("avatar", avatar, avatar.name);
  return body;
}

export interface SocietyPostDraft {
  postText: string;
  brandName: string;
  productName: string;
  dispensaryId: string | null;
  questionId: string | null;
  image: File | null;
}

export const emptySocietyPost: SocietyPostDraft = {
  postText: "",
  brandName: "",
  productName: "",
  dispensaryId: null,
  questionId: null,
  image: null,
};

/** POST /api/community/posts's multipart body (the session id rides along as an extra field). */
export function societyPostFormData(sessionId: string, profileId: string, draft: SocietyPostDraft): FormData {
  const body = new FormData();
  body.append("sessionId", sessionId);
  body.append("profileId", profileId);
  body.append("postText", draft.postText.trim());
  appendFilled(body, "questionId", draft.questionId);
  appendFilled(body, "dispensaryId", draft.dispensaryId);
  appendFilled(body, "brandName", draft.brandName);
  appendFilled(body, "productName", draft.productName);
  if (draft.image) body.append("image", draft.image, draft.image.name);
  return body;
}

/** Whether a chosen file claims to be an image (the server judges its content). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** Why a chosen file cannot be sent as an image, said before it is uploaded; null when it may be. */
export function imageFileProblem(file: File): string | null {
  if (!isImageFile(file)) return NOT_AN_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** SPEC §5/§8's refusals of a feed post, as the toast that says so; null when it may be sent. */
export function feedPostProblem(content: string, imageCount: number): { title: string; description: string } | null {
  if (isBlank(content) && imageCount === 0) return { title: "Empty post", description: messages.emptyFeedPost };
  if (imageCount > FEED_IMAGES_MAX) return { title: "Too many images", description: messages.tooManyImages };
  return null;
}

/**
 * The feed post's images after choosing more: image files of at most 8 MB are added until there
 * are 4; `tooMany` says some were left out (SPEC §8 'Too many images'), `refused` why a chosen
 * file was not taken.
 */
export function addFeedImages(
  current: readonly File[],
  chosen: readonly File[],
): { images: File[]; tooMany: boolean; refused: string | null } {
  const problems = chosen.map(imageFileProblem);
  const images = chosen.filter((_, at) => problems[at] === null);
  const room = Math.max(0, FEED_IMAGES_MAX - current.length);
  return {
    images: [...current, ...images.slice(0, room)],
    tooMany: images.length > room,
    refused: problems.find((problem) => problem !== null) ?? null,
  };
}

/** POST /api/posts's multipart body: the text, then each image under the repeated `images` field. */
export function feedPostFormData(content: string, images: readonly File[]): FormData {
  const body = new FormData();
  appendFilled(body, "content", content);
  for (const image of images) body.append("images", image, image.name);
  return body;
}
