import { graphql } from "./gen/gql.ts";
import type { OwnerDesignsQuery } from "./gen/graphql.ts";

/**
 * Documents for what a store's owner manages on the dashboard (catalog): the brand kit, every
 * design (hidden ones too) and how many regenerations the owner still has this month.
 */
export const OWNER_DESIGNS_QUERY = graphql(`
  query OwnerDesigns {
    myDispensary {
      id
      regenerationsLeft
      brandKit {
        colors
        slogans
        logoUrl
      }
      ownerDesigns {
        ...OwnerDesignFields
      }
    }
  }
`);

graphql(`
  fragment OwnerDesignFields on Design {
    id
    name
    thumbnailUrl
    frontImageUrl
    hidden
    replacedById
    regenerating
  }
`);

export type OwnerDesign = NonNullable<NonNullable<OwnerDesignsQuery["myDispensary"]>["ownerDesigns"]>[number];

export const SAVE_BRAND_KIT_MUTATION = graphql(`
  mutation SaveBrandKitFromDashboard($input: SaveBrandKitInput!) {
    saveBrandKit(input: $input) {
      colors
      slogans
      logoUrl
    }
  }
`);

export const UPLOAD_BRAND_LOGO_MUTATION = graphql(`
  mutation UploadBrandLogoFromDashboard($input: UploadBrandLogoInput!) {
    uploadBrandLogo(input: $input) {
      colors
      slogans
      logoUrl
    }
  }
`);

export const SET_DESIGN_HIDDEN_MUTATION = graphql(`
  mutation SetDesignHiddenFromDashboard($input: SetDesignHiddenInput!) {
    setDesignHidden(input: $input) {
      ...OwnerDesignFields
    }
  }
`);

export const REGENERATE_DESIGN_MUTATION = graphql(`
  mutation RegenerateDesignFromDashboard($designId: ID!) {
    regenerateDesign(designId: $designId) {
      regenerationsLeft
      design {
        ...OwnerDesignFields
      }
    }
  }
`);
