/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What kind of shop a store is. */
export type BusinessType =
  /** A licensed dispensary. */
  | 'dispensary'
  /** A smoke shop. */
  | 'smoke_shop';

/** The store setup form. */
export type CreateDispensaryInput = {
  /** Street address. */
  address: string;
  /** dispensary (default) or smoke_shop. */
  businessType?: BusinessType | null | undefined;
  /** City. */
  city: string;
  /** Business name, 1 to 100 characters. */
  name: string;
  /** Two-letter US state code. */
  state: string;
  /** ZIP code. */
  zipCode: string;
};

/** A shopper's description of a custom design. */
export type GenerateCustomDesignInput = {
  /** What the shopper wants on the shirt. */
  prompt: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
};

/** Where a store's design generation stands. */
export type GenerationStatus =
  /** All of the store's initial designs are ready. */
  | 'completed'
  /** Asked for; the designs are being made (this may take a few minutes). */
  | 'generating'
  /** The owner has not asked for designs yet. */
  | 'not_requested';

/** Fields of the sign-in form. */
export type LoginInput = {
  /** The account's password. */
  password: string;
  /** Optional promo code; must exist, be active, be within its dates and under its usage limit. */
  promoCode?: string | null | undefined;
  /** The account's username. */
  username: string;
};

/** A reaction to a design. */
export type ReactToDesignInput = {
  /** The design. */
  designId: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
  /** heart or thumbs_up. */
  type: ReactionType;
};

/** How a shopper reacts to a design. */
export type ReactionType =
  /** A heart. */
  | 'heart'
  /** A thumbs-up. */
  | 'thumbs_up';

/** A store page view. */
export type RecordStoreViewInput = {
  /** The store whose page was viewed. */
  dispensaryId: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
};

/** Fields of the sign-up form. */
export type RegisterInput = {
  /** Must equal password. */
  confirmPassword: string;
  /** A valid email address. */
  email: string;
  /** Optional given name. */
  firstName?: string | null | undefined;
  /** Optional family name. */
  lastName?: string | null | undefined;
  /** 6 to 100 characters. */
  password: string;
  /** user (default), dispensary or merchant. */
  role?: Role | null | undefined;
  /** 3 to 50 characters. */
  username: string;
};

/** Which store's designs to generate. */
export type RequestDesignsInput = {
  /** The store; the caller must own it. */
  dispensaryId: string;
};

/** What a person signed up as. Decides where they land after signing in. */
export type Role =
  /** A dispensary or smoke shop owner. */
  | 'dispensary'
  /** A local apparel merchant (T-shirt printer, embroidery or screen printing shop). */
  | 'merchant'
  /** A shopper or community member (shown as Consumer). */
  | 'user';

export type MyDispensaryFieldsFragment = { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number } };

export type MyDispensaryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDispensaryQuery = { myDispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number } } | null };

export type MyStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoreQuery = { myDispensary: { id: string, name: string } | null };

export type CreateDispensaryMutationVariables = Exact<{
  input: CreateDispensaryInput;
}>;


export type CreateDispensaryMutation = { createDispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number } } };

export type RequestDesignsMutationVariables = Exact<{
  input: RequestDesignsInput;
}>;


export type RequestDesignsMutation = { requestDesigns: { message: string, dispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number } } } };

export type StoreCardFieldsFragment = { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> };

export type MarketplaceStoresQueryVariables = Exact<{
  first: number;
}>;


export type MarketplaceStoresQuery = { dispensaries: Array<{ id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> }> };

export type StateDispensariesQueryVariables = Exact<{
  state: string;
  first: number;
}>;


export type StateDispensariesQuery = { dispensaries: Array<{ id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> }> };

export type StateStoreCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type StateStoreCountsQuery = { stateStoreCounts: Array<{ code: string, name: string, storeCount: number }> };

export type StoreQueryVariables = Exact<{
  id: string;
}>;


export type StoreQuery = { dispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string, reactions: { hearts: number, thumbsUp: number, mine: Array<ReactionType> } }> } | null };

export type DesignReactionsOnDesignFragment = { reactions: { hearts: number, thumbsUp: number, mine: Array<ReactionType> } };

export type ReactToDesignMutationVariables = Exact<{
  input: ReactToDesignInput;
}>;


export type ReactToDesignMutation = { reactToDesign: { __typename: 'DesignReactions', hearts: number, thumbsUp: number, mine: Array<ReactionType> } };

export type RecordStoreViewMutationVariables = Exact<{
  input: RecordStoreViewInput;
}>;


export type RecordStoreViewMutation = { recordStoreView: boolean };

export type GenerateCustomDesignMutationVariables = Exact<{
  input: GenerateCustomDesignInput;
}>;


export type GenerateCustomDesignMutation = { generateCustomDesign: { id: string, name: string, price: string, frontImageUrl: string, isCustom: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, role: Role } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { user: { id: string } } };

export const MyDispensaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryFieldsFragment, unknown>;
export const StoreCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<StoreCardFieldsFragment, unknown>;
export const DesignReactionsOnDesignFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignReactionsOnDesign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<DesignReactionsOnDesignFragment, unknown>;
export const MyDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryQuery, MyDispensaryQueryVariables>;
export const MyStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyStoreQuery, MyStoreQueryVariables>;
export const CreateDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDispensaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryMutation, CreateDispensaryMutationVariables>;
export const RequestDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDesignsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDesigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]} as unknown as DocumentNode<RequestDesignsMutation, RequestDesignsMutationVariables>;
export const MarketplaceStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceStores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<MarketplaceStoresQuery, MarketplaceStoresQueryVariables>;
export const StateDispensariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateDispensaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<StateDispensariesQuery, StateDispensariesQueryVariables>;
export const StateStoreCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateStoreCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateStoreCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeCount"}}]}}]}}]} as unknown as DocumentNode<StateStoreCountsQuery, StateStoreCountsQueryVariables>;
export const StoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Store"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignReactionsOnDesign"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignReactionsOnDesign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<StoreQuery, StoreQueryVariables>;
export const ReactToDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<ReactToDesignMutation, ReactToDesignMutationVariables>;
export const RecordStoreViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoreView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStoreViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoreView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordStoreViewMutation, RecordStoreViewMutationVariables>;
export const GenerateCustomDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCustomDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateCustomDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCustomDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}}]}}]}}]} as unknown as DocumentNode<GenerateCustomDesignMutation, GenerateCustomDesignMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;