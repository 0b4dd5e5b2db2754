import {
  CURSOR_MAX,
  CURSOR_PATTERN,
  commentText,
  messages as communityMessages,
  IMAGE_MAX_BYTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  postFields,
  REPORT_REASONS,
} from "@highcotton/community/contract";
import { entityId, isUuid, sessionIdMessages, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { responseBody } from "../response-body.ts";
import type { FormFile } from "../route.ts";

// The society's and the feed's bodies (each the fragment that selects it, its schema derived from
// it) and the input pieces their calls share, from community's contract.

export { commentText, communityMessages };

/** One photo (society posts and profiles). */
export const oneImage = (description: string): FormFile => ({
  description,
  maxCount: 1,
  tooMany: communityMessages.oneImage,
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: communityMessages.imageTooLarge,
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

export const { postText, brandName, productName } = postFields.shape;

/** What a report says is wrong (optional). */
export const reportReason = z
  .enum(REPORT_REASONS, communityMessages.reportReasonInvalid)
  .optional()
  .meta({ description: `What is wrong with it: ${REPORT_REASONS.join(", ")} (optional)` });
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
  .max(PAGE_SIZE_MAX, communityMessages.pageSizeInvalid);

/** `limit` and `cursor` of a newest-first list (community's pages: 1 to 50, default 20). */
export const pageQuery = {
  limit: limitOf
    .default(PAGE_SIZE_DEFAULT)
    .meta({ description: `Posts per page, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT})` }),
  cursor: z
    .string(communityMessages.cursorInvalid)
    .max(CURSOR_MAX, communityMessages.cursorInvalid)
    .regex(CURSOR_PATTERN, communityMessages.cursorInvalid)
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
      # Whether the content is now hidden pending review (reports by established reporters from 3 addresses, or an operator).
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
      # SPEC's user.username: the author as everyone may see them.
      user: author {
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
      # SPEC's user.username: the author as everyone may see them.
      user: author {
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

/** Reports a post or comment (society or feed) for an operator's review. */
export const ReportContent = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      ...ReportBody
    }
  }
`);
