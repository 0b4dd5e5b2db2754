import { ROLES } from "@highcotton/kit/domain";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";

// What the calls answer, as zod schemas (the OpenAPI document's response bodies), each beside the
// GraphQL fragment that selects it. Routes pass results through `documented`, so the compiler
// holds the generated result type to the schema: a field missing from either side is a type error.
// A fragment is found by codegen and inlined into every operation that spreads it.

const instant = z.iso.datetime({ offset: true });
/** USD as a decimal string, "25.00". */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const url = z.string();

export const userBody = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: url.nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  lastLogin: instant.nullable(),
  createdAt: instant,
});

graphql(`
  fragment UserBody on User {
    id
    username
    email
    firstName
    lastName
    profileImageUrl
    role
    isActive
    lastLogin
    createdAt
  }
`);

export const dispensaryBody = z.object({
  id: z.string(),
  businessType: z.enum(["dispensary", "smoke_shop"]),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  qrCodeUrl: url.nullable(),
  storeUrl: url,
  designCount: z.int().min(0),
  createdAt: instant,
});

graphql(`
  fragment DispensaryBody on Dispensary {
    id
    businessType
    name
    address
    city
    state
    zipCode
    qrCodeUrl
    storeUrl
    designCount
    createdAt
  }
`);

export const generationBody = z.object({
  status: z.enum(["not_requested", "generating", "completed"]),
  ready: z.int().min(0),
  expected: z.int().min(0),
});

graphql(`
  fragment GenerationBody on DesignGeneration {
    status
    ready
    expected
  }
`);

/** The owner's view of their store: money, views and generation progress too. */
export const myDispensaryBody = dispensaryBody.extend({
  totalRevenue: money.nullable(),
  availableBalance: money.nullable(),
  viewCount: z.int().min(0).nullable(),
  generation: generationBody,
});

graphql(`
  fragment MyDispensaryBody on Dispensary {
    ...DispensaryBody
    totalRevenue
    availableBalance
    viewCount
    generation {
      ...GenerationBody
    }
  }
`);

export const designBody = z.object({
  id: z.string(),
  dispensaryId: z.string().nullable(),
  name: z.string(),
  frontImageUrl: url,
  backImageUrl: url.nullable(),
  thumbnailUrl: url,
  isCustom: z.boolean(),
  price: money,
  views: z.int().min(0),
  createdAt: instant,
});

graphql(`
  fragment DesignBody on Design {
    id
    dispensaryId
    name
    frontImageUrl
    backImageUrl
    thumbnailUrl
    isCustom
    price
    views
    createdAt
  }
`);

/** A shopper's own custom design: with its print file. */
export const customDesignBody = designBody.extend({ printFileUrl: url.nullable() });

graphql(`
  fragment CustomDesignBody on Design {
    ...DesignBody
    printFileUrl
  }
`);

export const reactionsBody = z.object({ hearts: z.int().min(0), thumbsUp: z.int().min(0) });

graphql(`
  fragment ReactionsBody on DesignReactions {
    hearts
    thumbsUp
  }
`);

/** The message body every error answers with. */
export const errorBody = z.object({ message: z.string() });
