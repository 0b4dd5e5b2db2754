import { entityId, isUuid, optionalText, safeText, sessionIdMessages, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { responseBody } from "../response-body.ts";
import type { FormFile } from "../route.ts";

// The society's and the feed's bodies (each the fragment that selects it, its schema derived from
// it) and the input pieces their calls share, with the messages community gives for the same rules.

/** Community's own texts, as its service words them. */
export const communityMessages = {
  displayNameRequired: "Display name is required",
  displayNameTooLong: "Display name must be at most 50 characters",
  bioTooLong: "Bio must be at most 500 characters",
  cityTooLong: "City must be at most 100 characters",
  stateLength: "Use 2-letter state code",
  birthdayInvalid: "Birthday must be a real date (YYYY-MM-DD)",
  profileNotFound: "Create a profile to start posting",
  noProfile: "No community profile for this session yet",
  noQuestion: "There is no question of the day yet",
  postTextRequired: "Please write what you're smoking today",
  postTextTooLong: "Posts must be at most 2000 characters",
  brandTooLong: "Brand must be at most 100 characters",
  productTooLong: "Product must be at most 100 characters",
  unknownDispensary: "That dispensary is not on High Cotton",
  unknownQuestion: "That question does not exist",
  postNotFound: "Post not found",
  commentRequired: "Please write a comment",
  commentTooLong: "Comments must be at most 1000 characters",
  reactionInvalid: "Reaction must be like or love",
  contentNotFound: "Nothing to report there",
  emptyFeedPost: "Please add some content or images",
  tooManyImages: "You can only upload up to 4 images per post",
  feedContentTooLong: "Posts must be at most 5000 characters",
  oneImage: "Only one image can be uploaded here",
  cursorInvalid: "That page cursor is not valid",
  pageSizeInvalid: "Page size must be between 1 and 50",
} as const;

/** One photo (society posts and profiles). */
export const oneImage = (description: string): FormFile => ({
  description,
  maxCount: 1,
  tooMany: communityMessages.oneImage,
});

/** An upload as the graph takes it. Its name and declared type were never kept: the service judges the bytes. */
export const imageUpload = (bytes: Buffer) => ({ base64: bytes.toString("base64") });

/** The input without the optional fields the form left empty (SPEC: empty optional fields are not sent). */
export function withoutEmpty<T extends Record<string, unknown>>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** The browser session id in a body, or else the x-session-id header (SPEC's client sends neither for some calls). */
export const optionalSessionId = sessionIdSchema
  .optional()
  .meta({ description: "The browser session id (else the x-session-id header)" });

/** The session a call acts for: the body's `optionalSessionId`, else the x-session-id header; neither is 400. */
export function sessionOf(sessionId: string | undefined, headers: { "x-session-id"?: string | undefined }): string {
  const session = sessionId ?? headers["x-session-id"];
  if (!session) throw new HttpError(400, sessionIdMessages.required);
  return session;
}

export const postText = safeText("Post", {
  max: 2000,
  required: communityMessages.postTextRequired,
  tooLong: communityMessages.postTextTooLong,
});
export const brandName = optionalText("Brand", { max: 100, tooLong: communityMessages.brandTooLong });
export const productName = optionalText("Product", { max: 100, tooLong: communityMessages.productTooLong });
export const commentText = safeText("Comment", {
  max: 1000,
  required: communityMessages.commentRequired,
  tooLong: communityMessages.commentTooLong,
});
export const profileId = entityId("Profile id", communityMessages.profileNotFound);

/** An optional id from a form: blank is none. */
export const optionalId = (label: string, invalid: string) =>
  z
    .string(`${label} must be a string`)
    .max(36, invalid)
    .refine((value) => value === "" || isUuid(value), invalid)
    .nullish()
    .transform((value) => value || null)
    .meta({ description: `${label} (a UUID); blank or left out for none` });

const limitOf = z.coerce
  .number(communityMessages.pageSizeInvalid)
  .int(communityMessages.pageSizeInvalid)
  .min(1, communityMessages.pageSizeInvalid)
  .max(50, communityMessages.pageSizeInvalid);

/** `limit` and `cursor` of a newest-first list (community's pages: 1 to 50, default 20). */
export const pageQuery = {
  limit: limitOf.default(20).meta({ description: "Posts per page, 1 to 50 (default 20)" }),
  cursor: z
    .string(communityMessages.cursorInvalid)
    .max(200, communityMessages.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, communityMessages.cursorInvalid)
    .optional()
    .meta({ description: "The previous page's X-Next-Cursor" }),
};

export const pageHeaders = {
  "X-Next-Cursor": { description: "The next page's cursor; absent on the last page", schema: z.string() },
  Link: { description: 'The next page\'s URL: <…>; rel="next"', schema: z.string() },
};

/** Sets `X-Next-Cursor` and `Link: <…>; rel="next"` when there is a next page. */
export function linkNextPage(
  reply: { header(name: string, value: string): unknown },
  requestUrl: string,
  limit: number,
  next: string | null,
): void {
  if (!next) return;
  const url = new URL(requestUrl, "http://localhost");
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("cursor", next);
  reply.header("x-next-cursor", next);
  reply.header("link", `<${url.pathname}${url.search}>; rel="next"`);
}

/** How many of something there are (an Int in the schema). */
const count = z.int().min(0);

export const communityProfileBody = responseBody(
  graphql(`
    fragment CommunityProfileBody on CommunityProfile {
      id
      displayName
      avatarUrl
      bio
      city
      state
      # YYYY-MM-DD; only the profile's own session reads it.
      birthday
      createdAt
    }
  `),
);

/** A post's or a comment's author: no call answers it alone, the bodies that spread it take it from here. */
responseBody(
  graphql(`
    fragment CommunityAuthorBody on CommunityAuthor {
      id
      displayName
      avatarUrl
      city
      state
    }
  `),
);

export const communityPostBody = responseBody(
  graphql(`
    fragment CommunityPostBody on CommunityPost {
      id
      profileId
      # Null when the author's profile is gone (SPEC's 'Anonymous User').
      profile {
        ...CommunityAuthorBody
      }
      questionId
      dispensaryId
      # Where it was bought, as catalog knows the store.
      dispensary {
        id
        name
        city
        state
      }
      brandName
      productName
      postText
      imageUrl
      thumbnailUrl
      likesCount
      lovesCount
      commentsCount
      # The reactions the asking session has set.
      userReactions
      createdAt
    }
  `),
  { likesCount: count, lovesCount: count, commentsCount: count },
);

export const communityCommentBody = responseBody(
  graphql(`
    fragment CommunityCommentBody on CommunityComment {
      id
      postId
      profileId
      profile {
        ...CommunityAuthorBody
      }
      commentText
      createdAt
    }
  `),
);

export const reportBody = responseBody(
  graphql(`
    fragment ReportBody on ReportOutcome {
      reported
      # Whether the content is now hidden pending review (after 3 reports).
      hidden
    }
  `),
);

export const feedCommentBody = responseBody(
  graphql(`
    fragment FeedCommentBody on FeedComment {
      id
      postId
      content
      user {
        username
      }
      createdAt
    }
  `),
);

export const feedPostBody = responseBody(
  graphql(`
    fragment FeedPostBody on FeedPost {
      id
      content
      # Display-size images, in the order they were sent.
      imageUrls
      thumbnailUrls
      createdAt
      user {
        username
      }
      likesCount
      commentsCount
      # Whether the signed-in caller likes it (false when signed out).
      isLiked
      # The newest 50 comments, oldest first.
      comments {
        ...FeedCommentBody
      }
    }
  `),
  { likesCount: count, commentsCount: count },
);

/** Reports a post or comment (society or feed); 3 reports hide it pending review. */
export const ReportContent = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      ...ReportBody
    }
  }
`);
