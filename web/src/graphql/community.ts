import { graphql } from "./gen/gql.ts";
import type {
  CommunityCommentFieldsFragment,
  CommunityPostFieldsFragment,
  CommunityPostsQuery,
  CommunityProfileQuery,
  CommunityReactionType,
  CommunityStoresQuery,
  FeedPostFieldsFragment,
  FeedPostsQuery,
  ReportableContent,
  StoreMentionsQuery,
} from "./gen/graphql.ts";

/**
 * Documents for the community service (services/community/src/schema.graphql): the society's
 * profiles, question, posts, reactions and comments, the signed-in feed, and a store's mentions.
 * Photos are uploaded over REST multipart (lib/community-upload.ts); everything else is here.
 */

export type { CommunityReactionType, ReportableContent };

export type CommunityProfile = NonNullable<CommunityProfileQuery["communityProfile"]>;
export type CommunityPost = CommunityPostFieldsFragment;
export type CommunityPostPage = CommunityPostsQuery["communityPosts"];
export type CommunityComment = CommunityCommentFieldsFragment;
export type CommunityStore = CommunityStoresQuery["dispensaries"][number];
export type FeedPost = FeedPostFieldsFragment;
export type FeedPostPage = FeedPostsQuery["feedPosts"];
export type FeedComment = FeedPost["comments"][number];
export type StoreMention = NonNullable<StoreMentionsQuery["myDispensary"]>["mentions"][number];

/** Posts asked for per page; the server allows 1 to 50. */
export const COMMUNITY_PAGE_SIZE = 20;
/** Mentions the store owner's dashboard shows. */
export const DASHBOARD_MENTIONS = 10;

export const COMMUNITY_PROFILE_QUERY = graphql(`
  query CommunityProfile($sessionId: String!) {
    communityProfile(sessionId: $sessionId) {
      id
      displayName
      avatarUrl
      bio
      city
      state
      birthday
      createdAt
    }
  }
`);

export const ACTIVE_QUESTION_QUERY = graphql(`
  query ActiveQuestion {
    activeQuestion {
      id
      questionText
    }
  }
`);

graphql(`
  fragment CommunityAuthorFields on CommunityAuthor {
    id
    displayName
    avatarUrl
    city
    state
  }
`);

graphql(`
  fragment CommunityPostFields on CommunityPost {
    id
    profileId
    questionId
    brandName
    productName
    postText
    imageUrl
    thumbnailUrl
    likesCount
    lovesCount
    commentsCount
    userReactions
    createdAt
    profile {
      ...CommunityAuthorFields
    }
    dispensaryId
    dispensary {
      id
      name
      city
      state
    }
  }
`);

/** One page of the society, newest first; `sessionId` fills each post's own reactions. */
export const COMMUNITY_POSTS_QUERY = graphql(`
  query CommunityPosts($sessionId: String!, $first: Int!, $after: String) {
    communityPosts(sessionId: $sessionId, first: $first, after: $after) {
      nextCursor
      posts {
        ...CommunityPostFields
      }
    }
  }
`);

graphql(`
  fragment CommunityCommentFields on CommunityComment {
    id
    postId
    profileId
    commentText
    createdAt
    profile {
      ...CommunityAuthorFields
    }
  }
`);

/** SPEC §7: a post's comments are loaded only when they are opened. */
export const COMMUNITY_POST_COMMENTS_QUERY = graphql(`
  query CommunityPostComments($postId: ID!) {
    communityPostComments(postId: $postId) {
      ...CommunityCommentFields
    }
  }
`);

export const REACT_TO_COMMUNITY_POST_MUTATION = graphql(`
  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {
    reactToCommunityPost(input: $input) {
      reactionType
      reacted
      likesCount
      lovesCount
    }
  }
`);

export const COMMENT_ON_COMMUNITY_POST_MUTATION = graphql(`
  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {
    commentOnCommunityPost(input: $input) {
      ...CommunityCommentFields
    }
  }
`);

export const REPORT_CONTENT_MUTATION = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      reported
      hidden
    }
  }
`);

/** The stores a post can say it was bought at (the post form's dispensary picker). */
export const COMMUNITY_STORES_QUERY = graphql(`
  query CommunityStores {
    dispensaries {
      id
      name
      city
      state
    }
  }
`);

graphql(`
  fragment FeedPostFields on FeedPost {
    id
    content
    imageUrls
    thumbnailUrls
    createdAt
    likesCount
    commentsCount
    isLiked
    author {
      username
      avatarUrl
    }
    comments {
      id
      postId
      content
      createdAt
      author {
        username
        avatarUrl
      }
    }
  }
`);

/** One page of the signed-in feed, newest first. */
export const FEED_POSTS_QUERY = graphql(`
  query FeedPosts($first: Int!, $after: String) {
    feedPosts(first: $first, after: $after) {
      nextCursor
      posts {
        ...FeedPostFields
      }
    }
  }
`);

/** `liked` asks for a state (true likes, false takes the like back), so a double click cannot undo itself. */
export const TOGGLE_FEED_POST_LIKE_MUTATION = graphql(`
  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {
    toggleFeedPostLike(postId: $postId, liked: $liked) {
      liked
      likesCount
    }
  }
`);

export const COMMENT_ON_FEED_POST_MUTATION = graphql(`
  mutation CommentOnFeedPost($postId: ID!, $content: String!) {
    commentOnFeedPost(postId: $postId, content: $content) {
      id
      postId
      content
      createdAt
      author {
        username
        avatarUrl
      }
    }
  }
`);

/** SPEC §2 /dashboard: the society posts that mention the owner's store. */
export const STORE_MENTIONS_QUERY = graphql(`
  query StoreMentions($first: Int!) {
    myDispensary {
      id
      mentions(first: $first) {
        id
        brandName
        productName
        postText
        likesCount
        createdAt
      }
    }
  }
`);
