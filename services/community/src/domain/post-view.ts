import type { ReactionType } from "./reaction.ts";

/** The author of a post or comment as others see it (never the session or birthday). */
export interface CommunityAuthor {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  city: string | null;
  state: string | null;
}

/** A reference catalog resolves into the store's name, city and state. */
export interface DispensaryReference {
  __typename: "Dispensary";
  id: string;
}

/** A society post as the page reads it. */
export interface CommunityPostView {
  id: string;
  profileId: string;
  profile: CommunityAuthor | null;
  questionId: string | null;
  dispensaryId: string | null;
  dispensary: DispensaryReference | null;
  brandName: string | null;
  productName: string | null;
  postText: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  likesCount: number;
  lovesCount: number;
  commentsCount: number;
  /** The reactions the asking session has set on it. */
  userReactions: ReactionType[];
  createdAt: Date;
}

/** A comment on a society post as the page reads it. */
export interface CommunityCommentView {
  id: string;
  postId: string;
  profileId: string;
  profile: CommunityAuthor | null;
  commentText: string;
  createdAt: Date;
}

/** A society post that names a store, as its dashboard lists it. */
export interface DispensaryMentionView {
  id: string;
  brandName: string | null;
  productName: string | null;
  postText: string;
  likesCount: number;
  createdAt: Date;
}

export const dispensaryReferenceOf = (dispensaryId: string | null): DispensaryReference | null =>
  dispensaryId ? { __typename: "Dispensary", id: dispensaryId } : null;

/** What a stored post holds that the page reads. */
export type PostRecord = Omit<CommunityPostView, "profile" | "dispensary" | "userReactions">;

/** A stored post with its author and the asking session's reactions, as the page reads it. */
export const postViewOf = (
  post: PostRecord,
  profile: CommunityAuthor | null,
  userReactions: ReactionType[],
): CommunityPostView => ({
  id: post.id,
  profileId: post.profileId,
  profile,
  questionId: post.questionId,
  dispensaryId: post.dispensaryId,
  dispensary: dispensaryReferenceOf(post.dispensaryId),
  brandName: post.brandName,
  productName: post.productName,
  postText: post.postText,
  imageUrl: post.imageUrl,
  thumbnailUrl: post.thumbnailUrl,
  likesCount: post.likesCount,
  lovesCount: post.lovesCount,
  commentsCount: post.commentsCount,
  userReactions,
  createdAt: post.createdAt,
});
