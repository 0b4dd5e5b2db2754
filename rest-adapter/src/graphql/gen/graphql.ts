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

export type RecordStoreViewMutationVariables = Exact<{
  input: RecordStoreViewInput;
}>;


export type RecordStoreViewMutation = { recordStoreView: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { user: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } | null };

export type UserBodyFragment = { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string };

export type DispensaryBodyFragment = { id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string };

export type GenerationBodyFragment = { status: GenerationStatus, ready: number, expected: number };

export type MyDispensaryBodyFragment = { totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, generation: { status: GenerationStatus, ready: number, expected: number } };

export type DesignBodyFragment = { id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string };

export type CustomDesignBodyFragment = { printFileUrl: string | null, id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string };

export type ReactionsBodyFragment = { hearts: number, thumbsUp: number };

export type GenerateCustomDesignMutationVariables = Exact<{
  input: GenerateCustomDesignInput;
}>;


export type GenerateCustomDesignMutation = { generateCustomDesign: { printFileUrl: string | null, id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string } };

export type DesignReactionsQueryVariables = Exact<{
  id: string;
}>;


export type DesignReactionsQuery = { design: { reactions: { hearts: number, thumbsUp: number } } | null };

export type ReactToDesignMutationVariables = Exact<{
  input: ReactToDesignInput;
}>;


export type ReactToDesignMutation = { reactToDesign: { hearts: number, thumbsUp: number } };

export type DesignPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DesignPageQuery = { designPage: { nextCursor: string | null, designs: Array<{ id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string }> } };

export type DispensariesQueryVariables = Exact<{ [key: string]: never; }>;


export type DispensariesQuery = { dispensaries: Array<{ id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string }> };

export type CreateDispensaryMutationVariables = Exact<{
  input: CreateDispensaryInput;
}>;


export type CreateDispensaryMutation = { createDispensary: { totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, generation: { status: GenerationStatus, ready: number, expected: number } } };

export type DispensaryDesignsQueryVariables = Exact<{
  id: string;
}>;


export type DispensaryDesignsQuery = { dispensary: { designs: Array<{ id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string }> } | null };

export type RequestDesignsMutationVariables = Exact<{
  input: RequestDesignsInput;
}>;


export type RequestDesignsMutation = { requestDesigns: { message: string, dispensary: { generation: { status: GenerationStatus, ready: number, expected: number } } } };

export type DispensaryQueryVariables = Exact<{
  id: string;
}>;


export type DispensaryQuery = { dispensary: { id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string } | null };

export type MyDispensaryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDispensaryQuery = { myDispensary: { totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, generation: { status: GenerationStatus, ready: number, expected: number } } | null };

export const UserBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserBodyFragment, unknown>;
export const DispensaryBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryBodyFragment, unknown>;
export const GenerationBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<GenerationBodyFragment, unknown>;
export const MyDispensaryBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<MyDispensaryBodyFragment, unknown>;
export const DesignBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DesignBodyFragment, unknown>;
export const CustomDesignBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomDesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CustomDesignBodyFragment, unknown>;
export const ReactionsBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<ReactionsBodyFragment, unknown>;
export const RecordStoreViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoreView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStoreViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoreView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordStoreViewMutation, RecordStoreViewMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const GenerateCustomDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCustomDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateCustomDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCustomDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomDesignBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomDesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}}]}}]} as unknown as DocumentNode<GenerateCustomDesignMutation, GenerateCustomDesignMutationVariables>;
export const DesignReactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignReactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"design"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionsBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<DesignReactionsQuery, DesignReactionsQueryVariables>;
export const ReactToDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionsBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<ReactToDesignMutation, ReactToDesignMutationVariables>;
export const DesignPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DesignPageQuery, DesignPageQueryVariables>;
export const DispensariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensariesQuery, DispensariesQueryVariables>;
export const CreateDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDispensaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryMutation, CreateDispensaryMutationVariables>;
export const DispensaryDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispensaryDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryDesignsQuery, DispensaryDesignsQueryVariables>;
export const RequestDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDesignsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDesigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<RequestDesignsMutation, RequestDesignsMutationVariables>;
export const DispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryQuery, DispensaryQueryVariables>;
export const MyDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryQuery, MyDispensaryQueryVariables>;