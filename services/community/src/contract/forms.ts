import { optionalText, text } from "@highcotton/form-fields";
import { z } from "zod";
import { hasVisibleText } from "./fields.ts";
import { BIO_MAX, BRAND_MAX, CITY_MAX, COMMENT_MAX, DISPLAY_NAME_MAX, FEED_CONTENT_MAX, POST_TEXT_MAX } from "./limits.ts";
import { messages } from "./messages.ts";

// The fields members fill in, with their rules and messages. Session ids, ids and uploads are
// not the community's rules: the service and the REST adapter add them to these.

/**
 * SPEC §5's profile form: the display name (1 to 50 characters, not blank) is required; bio and
 * city are optional (empty is none). The state and birthday are judged by the service.
 */
export const profileFields = z.object({
  displayName: text("Display name", {
    max: DISPLAY_NAME_MAX,
    required: messages.displayNameRequired,
    tooLong: messages.displayNameTooLong,
  }).refine(hasVisibleText, messages.displayNameRequired),
  bio: optionalText("Bio", { max: BIO_MAX, tooLong: messages.bioTooLong }),
  city: optionalText("City", { max: CITY_MAX, tooLong: messages.cityTooLong }),
});

/**
 * SPEC §5's society post: the text (1 to 2000 characters, trimmed, not blank) is required; brand
 * and product are optional (each at most 100, empty is none).
 */
export const postFields = z.object({
  postText: text("Post", {
    max: POST_TEXT_MAX,
    required: messages.postTextRequired,
    tooLong: messages.postTextTooLong,
  }).refine(hasVisibleText, messages.postTextRequired),
  brandName: optionalText("Brand", { max: BRAND_MAX, tooLong: messages.brandTooLong }),
  productName: optionalText("Product", { max: BRAND_MAX, tooLong: messages.productTooLong }),
});

/** A society or feed comment: 1 to 1000 characters, not blank (SPEC §5: Send is disabled for it). */
export const commentText = text("Comment", {
  max: COMMENT_MAX,
  required: messages.commentRequired,
  tooLong: messages.commentTooLong,
}).refine(hasVisibleText, messages.commentRequired);

/** A feed post's text: at most 5000 characters, optional when the post has images. */
export const feedContent = optionalText("Content", { max: FEED_CONTENT_MAX, tooLong: messages.feedContentTooLong });

/** SPEC §4: a society post's two toggles. */
export const REACTION_TYPES = ["like", "love"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const reactionType = z.enum(REACTION_TYPES, messages.reactionInvalid);
