import { FEED_CONTENT_MAX, FEED_IMAGES_MAX, feedContent } from "@highcotton/community/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityMessages, feedPostBody, imageUpload, withoutEmpty } from "./community-bodies.ts";

const CreateFeedPost = graphql(`
  mutation CreateFeedPost($input: CreateFeedPostInput!) {
    createFeedPost(input: $input) {
      ...FeedPostBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/posts",
  tag: "feed",
  summary: "Post to the feed as the signed-in account: text, up to 4 images, or both (multipart)",
  auth: "required",
  form: {
    fields: z.object({
      content: feedContent,
    }),
    files: {
      images: {
        description: "Up to 4 images (JPEG, PNG, WebP, GIF or AVIF, at most 8 MB each), the field repeated",
        maxCount: FEED_IMAGES_MAX,
        tooMany: communityMessages.tooManyImages,
      },
    },
  },
  response: feedPostBody,
  links: {
    like: { operationId: "postPostsByIdLike", parameters: { id: "$response.body#/id" } },
    comment: { operationId: "postPostsByIdComments", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The post",
    400: `'${communityMessages.emptyFeedPost}', '${communityMessages.tooManyImages}', text over ${FEED_CONTENT_MAX} characters, words the community does not allow, or a file that is not an image`,
    401: "Not signed in",
    413: "An image is over 8 MB",
    429: "Posting too fast; Retry-After says when to try again",
  },
  async handle({ body, files, graph }) {
    const images = files.images ?? [];
    const input = withoutEmpty({ content: body.content, images: images.length ? images.map(imageUpload) : null });
    const data = await graph(CreateFeedPost, { input });
    return { status: 201, body: documented(feedPostBody, data.createFeedPost) };
  },
});
