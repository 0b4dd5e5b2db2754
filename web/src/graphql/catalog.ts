import { gql, type TypedDocumentNode } from "@apollo/client";
import type { BusinessType } from "../lib/dispensary-form.ts";

/** Documents for the catalog service (services/catalog/src/schema.graphql). Money is a decimal string. */

export type { BusinessType };
export type ReactionType = "heart" | "thumbs_up";
export type GenerationStatus = "not_requested" | "generating" | "completed";

export interface DesignReactions {
  __typename?: "DesignReactions";
  hearts: number;
  thumbsUp: number;
  mine: ReactionType[];
}

/** What a store card shows (marketplace, state lists). */
export interface StoreSummary {
  id: string;
  name: string;
  businessType: BusinessType;
  address: string;
  city: string;
  state: string;
  qrCodeUrl: string | null;
}

export interface DesignThumb {
  id: string;
  name: string;
  thumbnailUrl: string;
}

export interface StateStore extends StoreSummary {
  designCount: number;
  designs: DesignThumb[];
}

export interface StoreDesign {
  id: string;
  name: string;
  frontImageUrl: string;
  reactions: DesignReactions;
}

export interface StoreDetail extends StoreSummary {
  designCount: number;
  designs: StoreDesign[];
}

export interface DashboardDesign {
  id: string;
  name: string;
  frontImageUrl: string;
}

/** The owner's view of their store (/dashboard). */
export interface MyDispensary extends StoreSummary {
  zipCode: string;
  storeUrl: string;
  totalRevenue: string | null;
  availableBalance: string | null;
  viewCount: number | null;
  designCount: number;
  designs: DashboardDesign[];
  generation: { status: GenerationStatus; ready: number; expected: number };
}

export interface CustomDesign {
  id: string;
  name: string;
  price: string;
  frontImageUrl: string;
  isCustom: boolean;
}

export interface StateStoreCount {
  code: string;
  name: string;
  storeCount: number;
}

const MY_DISPENSARY_FIELDS = gql`
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
  }
`;

export const MY_DISPENSARY_QUERY: TypedDocumentNode<{ myDispensary: MyDispensary | null }, Record<string, never>> = gql`
  query MyDispensary {
    myDispensary {
      ...MyDispensaryFields
    }
  }
  ${MY_DISPENSARY_FIELDS}
`;

/** Just enough to know whether the signed-in owner has a store yet (landing page, navigation). */
export const MY_STORE_QUERY: TypedDocumentNode<
  { myDispensary: { id: string; name: string } | null },
  Record<string, never>
> = gql`
  query MyStore {
    myDispensary {
      id
      name
    }
  }
`;

export interface CreateDispensaryInput {
  businessType: BusinessType;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const CREATE_DISPENSARY_MUTATION: TypedDocumentNode<{ createDispensary: MyDispensary }, { input: CreateDispensaryInput }> =
  gql`
  mutation CreateDispensary($input: CreateDispensaryInput!) {
    createDispensary(input: $input) {
      ...MyDispensaryFields
    }
  }
  ${MY_DISPENSARY_FIELDS}
`;

export const REQUEST_DESIGNS_MUTATION: TypedDocumentNode<
  { requestDesigns: { message: string; dispensary: MyDispensary } },
  { input: { dispensaryId: string } }
> = gql`
  mutation RequestDesigns($input: RequestDesignsInput!) {
    requestDesigns(input: $input) {
      message
      dispensary {
        ...MyDispensaryFields
      }
    }
  }
  ${MY_DISPENSARY_FIELDS}
`;

/** SPEC §9: the state view features 3 designs per store. */
export const FEATURED_DESIGNS_PER_STORE = 3;

/** Every store with its featured designs (SPEC §2 /marketplace shows them as /states does). */
export const MARKETPLACE_STORES_QUERY: TypedDocumentNode<{ dispensaries: StateStore[] }, { first: number }> = gql`
  query MarketplaceStores($first: Int!) {
    dispensaries {
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
  }
`;

export const STATE_DISPENSARIES_QUERY: TypedDocumentNode<{ dispensaries: StateStore[] }, { state: string; first: number }> = gql`
  query StateDispensaries($state: String!, $first: Int!) {
    dispensaries(state: $state) {
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
  }
`;

export const STATE_STORE_COUNTS_QUERY: TypedDocumentNode<{ stateStoreCounts: StateStoreCount[] }, Record<string, never>> = gql`
  query StateStoreCounts {
    stateStoreCounts {
      code
      name
      storeCount
    }
  }
`;

export const STORE_QUERY: TypedDocumentNode<{ dispensary: StoreDetail | null }, { id: string }> = gql`
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
        reactions {
          hearts
          thumbsUp
          mine
        }
      }
    }
  }
`;

/** Writes a reaction answer back onto its design in the cache. */
export const DESIGN_REACTIONS_FRAGMENT: TypedDocumentNode<{ reactions: DesignReactions }> = gql`
  fragment DesignReactionsOnDesign on Design {
    reactions {
      hearts
      thumbsUp
      mine
    }
  }
`;

export const REACT_TO_DESIGN_MUTATION: TypedDocumentNode<
  { reactToDesign: DesignReactions },
  { input: { designId: string; type: ReactionType } }
> = gql`
  mutation ReactToDesign($input: ReactToDesignInput!) {
    reactToDesign(input: $input) {
      hearts
      thumbsUp
      mine
    }
  }
`;

export const RECORD_STORE_VIEW_MUTATION: TypedDocumentNode<{ recordStoreView: boolean }, { input: { dispensaryId: string } }> =
  gql`
    mutation RecordStoreView($input: RecordStoreViewInput!) {
      recordStoreView(input: $input)
    }
  `;

export const GENERATE_CUSTOM_DESIGN_MUTATION: TypedDocumentNode<
  { generateCustomDesign: CustomDesign },
  { input: { prompt: string } }
> = gql`
  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {
    generateCustomDesign(input: $input) {
      id
      name
      price
      frontImageUrl
      isCustom
    }
  }
`;
