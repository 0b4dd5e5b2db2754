/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n  }\n": typeof types.MyDispensaryFieldsFragmentDoc,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n": typeof types.MyDispensaryDocument,
    "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n": typeof types.MyStoreDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n": typeof types.CreateDispensaryDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n": typeof types.RequestDesignsDocument,
    "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n": typeof types.StoreCardFieldsFragmentDoc,
    "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n": typeof types.MarketplaceStoresDocument,
    "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n": typeof types.StateDispensariesDocument,
    "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n": typeof types.StateStoreCountsDocument,
    "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n": typeof types.StoreDocument,
    "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": typeof types.DesignReactionsOnDesignFragmentDoc,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": typeof types.ReactToDesignDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": typeof types.RecordStoreViewDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n    }\n  }\n": typeof types.GenerateCustomDesignDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.RegisterDocument,
};
const documents: Documents = {
    "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n  }\n": types.MyDispensaryFieldsFragmentDoc,
    "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n": types.MyDispensaryDocument,
    "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n": types.MyStoreDocument,
    "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n": types.CreateDispensaryDocument,
    "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n": types.RequestDesignsDocument,
    "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n": types.StoreCardFieldsFragmentDoc,
    "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n": types.MarketplaceStoresDocument,
    "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n": types.StateDispensariesDocument,
    "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n": types.StateStoreCountsDocument,
    "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n": types.StoreDocument,
    "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": types.DesignReactionsOnDesignFragmentDoc,
    "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n": types.ReactToDesignDocument,
    "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n": types.RecordStoreViewDocument,
    "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n    }\n  }\n": types.GenerateCustomDesignDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.RegisterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n  }\n"): (typeof documents)["\n  fragment MyDispensaryFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    zipCode\n    qrCodeUrl\n    storeUrl\n    totalRevenue\n    availableBalance\n    viewCount\n    designCount\n    designs {\n      id\n      name\n      frontImageUrl\n    }\n    generation {\n      status\n      ready\n      expected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n"): (typeof documents)["\n  query MyDispensary {\n    myDispensary {\n      ...MyDispensaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MyStore {\n    myDispensary {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDispensary($input: CreateDispensaryInput!) {\n    createDispensary(input: $input) {\n      ...MyDispensaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDesigns($input: RequestDesignsInput!) {\n    requestDesigns(input: $input) {\n      message\n      dispensary {\n        ...MyDispensaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment StoreCardFields on Dispensary {\n    id\n    name\n    businessType\n    address\n    city\n    state\n    qrCodeUrl\n    designCount\n    designs(first: $first) {\n      id\n      name\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceStores($first: Int!) {\n    dispensaries {\n      ...StoreCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n"): (typeof documents)["\n  query StateDispensaries($state: String!, $first: Int!) {\n    dispensaries(state: $state) {\n      ...StoreCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n"): (typeof documents)["\n  query StateStoreCounts {\n    stateStoreCounts {\n      code\n      name\n      storeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n"): (typeof documents)["\n  query Store($id: ID!) {\n    dispensary(id: $id) {\n      id\n      name\n      businessType\n      address\n      city\n      state\n      qrCodeUrl\n      designCount\n      designs {\n        id\n        name\n        frontImageUrl\n        ...DesignReactionsOnDesign\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"): (typeof documents)["\n  fragment DesignReactionsOnDesign on Design {\n    reactions {\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"): (typeof documents)["\n  mutation ReactToDesign($input: ReactToDesignInput!) {\n    reactToDesign(input: $input) {\n      __typename\n      hearts\n      thumbsUp\n      mine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordStoreView($input: RecordStoreViewInput!) {\n    recordStoreView(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {\n    generateCustomDesign(input: $input) {\n      id\n      name\n      price\n      frontImageUrl\n      isCustom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;