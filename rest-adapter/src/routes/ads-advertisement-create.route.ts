import { advertisementFields, IMAGE_MAX_BYTES } from "@highcotton/ads/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { LARGE_FILE_MAX_BYTES } from "../multipart.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, advertisementBody } from "./ads-bodies.ts";
import { imageUpload, withoutEmpty } from "./community-bodies.ts";

const UploadAdvertisement = graphql(`
  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {
    uploadAdvertisement(input: $input) {
      ...AdvertisementBody
    }
  }
`);

const UploadingAdvertiser = graphql(`
  query UploadingAdvertiser {
    myAdvertiser {
      isActive
    }
  }
`);

/**
 * An ad's upload as a browser's FormData sends it. The service judges the files by their bytes: an
 * image for the flyer plan; for a video plan an MP4 whose length, read from the file, fits the plan.
 */
export default defineRoute({
  method: "POST",
  path: "/api/advertisements",
  tag: "ads",
  summary: "Upload an ad (multipart): a flyer image, or an MP4 video of the plan's length with its poster",
  auth: "required",
  form: {
    fields: advertisementFields,
    files: {
      creative: {
        description: "The flyer (JPEG, PNG or WebP, at most 8 MB) or the MP4 video (at most 40 MB)",
        maxCount: 1,
        tooMany: adsMessages.oneCreative,
        maxBytes: LARGE_FILE_MAX_BYTES,
        tooLarge: adsMessages.creativeTooLarge,
      },
      poster: {
        description: "The video's poster image (JPEG, PNG or WebP, at most 8 MB); required for a video, ignored for a flyer",
        maxCount: 1,
        tooMany: adsMessages.onePoster,
        maxBytes: IMAGE_MAX_BYTES,
        tooLarge: adsMessages.posterTooLarge,
      },
    },
  },
  response: advertisementBody,
  responses: {
    201: "The ad: pending until the plan is paid, else active",
    400: "A missing title or file, a file that is not what the plan runs, or a video longer than the plan's (the message says by how much)",
    401: "Not signed in",
    404: "No approved advertiser for this user yet",
    413: "The video is over 40 MB, or a flyer or poster over 8 MB",
  },
  async handle({ body, files, graph }) {
    const [creative] = files.creative ?? [];
    if (!creative) throw new HttpError(400, adsMessages.creativeRequired);
    const [poster] = files.poster ?? [];
    // The files travel the graph as base64 (a 40 MB video is 53 MB of JSON each hop): someone who
    // may not upload is answered before they are sent.
    const { myAdvertiser } = await graph(UploadingAdvertiser);
    if (!myAdvertiser?.isActive) throw new HttpError(404, adsMessages.noAdvertiser);
    const input = withoutEmpty({
      ...body,
      creative: imageUpload(creative),
      poster: poster ? imageUpload(poster) : null,
    });
    const data = await graph(UploadAdvertisement, { input });
    return { status: 201, body: documented(advertisementBody, data.uploadAdvertisement) };
  },
});
