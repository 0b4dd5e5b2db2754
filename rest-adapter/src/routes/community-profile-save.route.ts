import { profileFields } from "@highcotton/community/contract";
import { optionalText, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityMessages, communityProfileBody, imageUpload, oneImage, withoutEmpty } from "./community-bodies.ts";

const SaveCommunityProfile = graphql(`
  mutation SaveCommunityProfile($input: SaveCommunityProfileInput!) {
    saveCommunityProfile(input: $input) {
      ...CommunityProfileBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/community/profile",
  tag: "community",
  summary: "Create or update the browser session's community profile (multipart, with an optional avatar)",
  form: {
    fields: z.object({
      sessionId: sessionIdSchema,
      ...profileFields.shape,
      // The service judges these on its own day and against the 50 states; here only their size.
      state: optionalText("State", { max: 100, tooLong: communityMessages.stateLength }).meta({
        description: "Two-letter US state code",
      }),
      birthday: optionalText("Birthday", { max: 100, tooLong: communityMessages.birthdayInvalid }).meta({
        description: "YYYY-MM-DD; the person must be 21 or older",
      }),
    }),
    files: { avatar: oneImage("A photo (JPEG, PNG, WebP, GIF or AVIF, at most 8 MB), judged by its content") },
  },
  response: communityProfileBody,
  responses: {
    200: "The saved profile",
    400: "Invalid input with the rule's message (a display name of 1 to 50 characters, a 2-letter state, a birthday 21 or more years ago, words the community does not allow), or an avatar that is not an image",
    413: "The avatar is over 8 MB",
    429: "Too many changes from this session or this client address; Retry-After says when to try again",
  },
  async handle({ body, files, graph }) {
    const avatar = files.avatar?.[0];
    const input = withoutEmpty({ ...body, avatar: avatar ? imageUpload(avatar) : null });
    const data = await graph(SaveCommunityProfile, { input });
    return { status: 200, body: documented(communityProfileBody, data.saveCommunityProfile) };
  },
});
