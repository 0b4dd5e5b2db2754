import { fail, ok, type Result } from "@highcotton/kit/domain";
import { firstIssueMessage } from "@highcotton/kit/validation";
import { z } from "zod";
import { commentText, FEED_IMAGES_MAX, feedContent, hasVisibleText, messages } from "../contract/index.ts";
import { findBlockedWord } from "./blocklist.ts";

/** An image as the graph carries it; storeImages judges its bytes. */
const imageUpload = z.object({ base64: z.string(messages.notAnImage) }, messages.notAnImage);

const feedPostSchema = z.object({
  content: feedContent,
  images: z
    .array(z.unknown(), messages.notAnImage)
    .nullish()
    .transform((images) => images ?? []),
});

export interface FeedPostForm {
  /** Trimmed; empty when the post is only images. */
  content: string;
  images: Array<{ base64: string }>;
}

/**
 * SPEC §5's feed post: text (at most 5000 characters), up to 4 images, or both; an empty post is
 * refused with SPEC's message, and so are more than 4 images, counted before any is decoded.
 * Then blocked words in the text.
 */
export function readFeedPostForm(input: unknown, blockedWords: readonly string[]): Result<FeedPostForm> {
  const parsed = feedPostSchema.safeParse(input ?? {});
  if (!parsed.success) return fail("BAD_USER_INPUT", firstIssueMessage(parsed.error));
  const { images } = parsed.data;
  // Text that shows nothing (zero-width or control characters only) is no content.
  const content = parsed.data.content && hasVisibleText(parsed.data.content) ? parsed.data.content : null;
  if (images.length > FEED_IMAGES_MAX) return fail("BAD_USER_INPUT", messages.tooManyImages);
  if (!content && images.length === 0) return fail("BAD_USER_INPUT", messages.emptyFeedPost);
  const uploads = z.array(imageUpload).safeParse(images);
  if (!uploads.success) return fail("BAD_USER_INPUT", firstIssueMessage(uploads.error));
  if (findBlockedWord([content], blockedWords)) return fail("BAD_USER_INPUT", messages.blockedWords);
  return ok({ content: content ?? "", images: uploads.data });
}

/** A feed comment's text, trimmed, or why it is refused (blank, too long, a blocked word). */
export function readFeedComment(input: unknown, blockedWords: readonly string[]): Result<string> {
  const parsed = commentText.safeParse(input);
  if (!parsed.success) return fail("BAD_USER_INPUT", firstIssueMessage(parsed.error));
  if (findBlockedWord([parsed.data], blockedWords)) return fail("BAD_USER_INPUT", messages.blockedWords);
  return ok(parsed.data);
}
