import { BRAND_NAME } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import {
  brandName,
  communityMessages,
  communityPostBody,
  imageUpload,
  oneImage,
  optionalId,
  optionalSessionId,
  postText,
  productName,
  profileId,
  sessionOf,
  withoutEmpty,
} from "./community-bodies.ts";
import { sessionHeader } from "./inputs.ts";

const CreateCommunityPost = graphql(`
  mutation CreateCommunityPost($input: CreateCommunityPostInput!) {
    createCommunityPost(input: $input) {
      ...CommunityPostBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/community/posts",
  tag: "community",
  summary: "Post to the society as the session's profile (multipart, with an optional photo)",
  headers: sessionHeader,
  form: {
    fields: z.object({
      // SPEC's payload has no session id: the form field, else the x-session-id header.
      sessionId: optionalSessionId,
      profileId,
      postText,
      questionId: optionalId("Question id", communityMessages.unknownQuestion),
      dispensaryId: optionalId("Dispensary id", communityMessages.unknownDispensary),
      brandName,
      productName,
    }),
    files: { image: oneImage("A photo (JPEG, PNG, WebP, GIF or AVIF, at most 8 MB); stored re-encoded, without its metadata") },
  },
  response: communityPostBody,
  links: {
    react: { operationId: "postCommunityPostsByIdReact", parameters: { id: "$response.body#/id" } },
    comments: { operationId: "getCommunityPostsByIdComments", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The post",
    400: `Invalid input with the rule's message (text of 1 to 2000 characters, a dispensary on ${BRAND_NAME}, words the community does not allow), no session id, or a photo that is not an image`,
    403: "The profile belongs to another session",
    404: "No profile with that id",
    413: "The photo is over 8 MB",
    429: "Posting too fast, from this session or this client address; Retry-After says when to try again",
  },
  async handle({ body, headers, files, graph }) {
    const sessionId = sessionOf(body.sessionId, headers);
    const image = files.image?.[0];
    const input = withoutEmpty({ ...body, sessionId, image: image ? imageUpload(image) : null });
    const data = await graph(CreateCommunityPost, { input });
    return { status: 201, body: documented(communityPostBody, data.createCommunityPost) };
  },
});
