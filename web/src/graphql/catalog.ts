import { graphql } from "./gen/gql.ts";
import type {
  BusinessType,
  CustomDesignPreviewQuery,
  DesignReactionsOnDesignFragment,
  GenerateCustomDesignMutation,
  MyDispensaryFieldsFragment,
  ReactionType,
  StateStoreCountsQuery,
  StoreCardFieldsFragment,
  StoreQuery,
} from "./gen/graphql.ts";

/**
 * Documents for the catalog service (services/catalog/src/schema.graphql); their result and
 * variable types come from `npm run codegen`. Money is a decimal string.
 */

export type { BusinessType, ReactionType };

/** What a store card shows (marketplace, state lists): the store and its featured designs. */
export type StateStore = StoreCardFieldsFragment;
/** The owner's view of their store (/dashboard). */
export type MyDispensary = MyDispensaryFieldsFragment;
export type StoreDetail = NonNullable<StoreQuery["dispensary"]>;
export type StoreDesign = StoreDetail["designs"][number];
export type DesignReactions = DesignReactionsOnDesignFragment["reactions"];
export type CustomDesign = GenerateCustomDesignMutation["generateCustomDesign"];
export type CustomDesignPreview = CustomDesignPreviewQuery["customDesignPreview"];
export type StateStoreCount = StateStoreCountsQuery["stateStoreCounts"][number];

graphql(`
  fragment MyDispensaryFields on Dispensary {
    id
    name
    businessType
    address
    city
    state
    zipCode
    qrCodeUrl
    storeUrl
    totalRevenue
    availableBalance
    viewCount
    designCount
    designs {
      id
      name
      frontImageUrl
    }
    generation {
      status
      ready
      expected
    }
    feeStatus
    renewsAt
    feePayments {
      id
      kind
      amount
      paidAt
      renewsAt
    }
  }
`);

export const MY_DISPENSARY_QUERY = graphql(`
  query MyDispensary {
    myDispensary {
      ...MyDispensaryFields
    }
  }
`);

/** Just enough to know whether the signed-in owner has a store yet (landing page, navigation). */
export const MY_STORE_QUERY = graphql(`
  query MyStore {
    myDispensary {
      id
      name
    }
  }
`);

export const CREATE_DISPENSARY_MUTATION = graphql(`
  mutation CreateDispensary($input: CreateDispensaryInput!) {
    createDispensary(input: $input) {
      ...MyDispensaryFields
    }
  }
`);

export const REQUEST_DESIGNS_MUTATION = graphql(`
  mutation RequestDesigns($input: RequestDesignsInput!) {
    requestDesigns(input: $input) {
      message
      dispensary {
        ...MyDispensaryFields
      }
    }
  }
`);

/** SPEC §9: the state view features 3 designs per store. */
export const FEATURED_DESIGNS_PER_STORE = 3;

graphql(`
  fragment StoreCardFields on Dispensary {
    id
    name
    businessType
    address
    city
    state
    qrCodeUrl
    designCount
    designs(first: $first) {
      id
      name
      thumbnailUrl
    }
  }
`);

/** Every store with its featured designs (SPEC §2 /marketplace shows them as /states does). */
export const MARKETPLACE_STORES_QUERY = graphql(`
  query MarketplaceStores($first: Int!) {
    dispensaries {
      ...StoreCardFields
    }
  }
`);

export const STATE_DISPENSARIES_QUERY = graphql(`
  query StateDispensaries($state: String!, $first: Int!) {
    dispensaries(state: $state) {
      ...StoreCardFields
    }
  }
`);

export const STATE_STORE_COUNTS_QUERY = graphql(`
  query StateStoreCounts {
    stateStoreCounts {
      code
      name
      storeCount
    }
  }
`);

export const STORE_QUERY = graphql(`
  query Store($id: ID!) {
    dispensary(id: $id) {
      id
      name
      businessType
      address
      city
      state
      qrCodeUrl
      designCount
      designs {
        id
        name
        frontImageUrl
        createdAt
        ...DesignReactionsOnDesign
      }
    }
  }
`);

/** One design's product page (/design/:id): its artwork, store and reactions. */
export const DESIGN_PAGE_QUERY = graphql(`
  query ProductDesign($id: ID!) {
    design(id: $id) {
      id
      name
      dispensaryId
      storeName
      isCustom
      artworkUrl
      frontImageUrl
      shirtColor
      ...DesignReactionsOnDesign
    }
  }
`);

/** Writes a reaction answer back onto its design in the cache. */
export const DESIGN_REACTIONS_FRAGMENT = graphql(`
  fragment DesignReactionsOnDesign on Design {
    reactions {
      hearts
      thumbsUp
      mine
    }
  }
`);

export const REACT_TO_DESIGN_MUTATION = graphql(`
  mutation ReactToDesign($input: ReactToDesignInput!) {
    reactToDesign(input: $input) {
      __typename
      hearts
      thumbsUp
      mine
    }
  }
`);

export const RECORD_STORE_VIEW_MUTATION = graphql(`
  mutation RecordStoreView($input: RecordStoreViewInput!) {
    recordStoreView(input: $input)
  }
`);

export const GENERATE_CUSTOM_DESIGN_MUTATION = graphql(`
  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {
    generateCustomDesign(input: $input) {
      id
      name
      price
      frontImageUrl
      isCustom
      shirtColor
    }
  }
`);

/** What the engine reads from a description, and its small drawing of it: free, nothing stored. */
export const CUSTOM_DESIGN_PREVIEW_QUERY = graphql(`
  query CustomDesignPreview($prompt: String!) {
    customDesignPreview(prompt: $prompt) {
      reading {
        subjects {
          word
          drawnAs
        }
        relations {
          subject
          relation
          object
        }
        style
        inks {
          name
          hex
        }
        shirt {
          name
          hex
        }
        text
        noText
        notUnderstood
        brief
      }
      imageDataUrl
      madeBy
    }
  }
`);

/** Who takes the store's fee (Stripe Elements or the offline card form) and what it costs. */
export const DISPENSARY_FEE_SETTINGS_QUERY = graphql(`
  query DispensaryFeeSettings {
    dispensaryFeeSettings {
      cardProvider
      stripePublishableKey
      signOnFee
      annualRenewal
    }
  }
`);

export const CREATE_DISPENSARY_OFFLINE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {
    createDispensaryOfflinePaymentMethod(card: $card) {
      id
      brand
      last4
    }
  }
`);

/** Pays what the owner's store owes (its sign-on fee, or a past-due renewal). */
export const PAY_DISPENSARY_FEE_MUTATION = graphql(`
  mutation PayDispensaryFee($paymentMethodId: String!) {
    payDispensaryFee(paymentMethodId: $paymentMethodId) {
      ...MyDispensaryFields
    }
  }
`);
