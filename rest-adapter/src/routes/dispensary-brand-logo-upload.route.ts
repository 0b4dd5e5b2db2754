import { messages } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { brandKitBody, logoFile } from "./brand-kit-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const UploadBrandLogo = graphql(`
  mutation UploadBrandLogo($input: UploadBrandLogoInput!) {
    uploadBrandLogo(input: $input) {
      ...BrandKitBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/dispensaries/{id}/brand-kit/logo",
  tag: "catalog",
  summary: "Upload the store's logo (multipart): PNG or SVG, stored as a trimmed PNG without metadata (owner only)",
  auth: "required",
  params: pathId(notFound.dispensary),
  form: { fields: z.object({}), files: { logo: logoFile } },
  response: brandKitBody,
  responses: {
    200: "The brand kit with its new logo",
    400: "No logo, or not a PNG or SVG by its content, over 4096 px a side, or nothing visible",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
    413: "The logo is over 2 MB",
  },
  async handle({ params, files, graph }) {
    const logo = files.logo?.[0];
    if (!logo) throw new HttpError(400, messages.logoRequired);
    const data = await graph(UploadBrandLogo, { input: { dispensaryId: params.id, base64: logo.toString("base64") } });
    return { status: 200, body: documented(brandKitBody, data.uploadBrandLogo) };
  },
});
