import { LOGO_MAX_BYTES, messages } from "@highcotton/catalog/contract";
import { graphql } from "../graphql/gen/gql.ts";
import { responseBody } from "../response-body.ts";
import type { FormFile } from "../route.ts";

// A store owner's brand kit and designs as the dashboard's calls answer them.

export const brandKitBody = responseBody(
  graphql(`
    fragment BrandKitBody on BrandKit {
      # Up to 3 "#rrggbb" colours.
      colors
      # Up to 3 slogans.
      slogans
      # The stored logo (a PNG made from the upload), or null.
      logoUrl
    }
  `),
);

/** A design as its owner manages it: the shopper's view and whether it is hidden or being redrawn. */
export const ownerDesignBody = responseBody(
  graphql(`
    fragment OwnerDesignBody on Design {
      ...DesignBody
      hidden
      replacedById
      regenerating
    }
  `),
);

/** The logo file: one PNG or SVG, judged by its content by catalog. */
export const logoFile: FormFile = {
  description: "The logo (PNG or SVG, at most 2 MB and 4096 px a side); stored as a trimmed PNG without metadata",
  maxCount: 1,
  tooMany: messages.oneLogo,
  maxBytes: LOGO_MAX_BYTES,
  tooLarge: messages.logoTooLarge,
};
