import { ROLES } from "@highcotton/kit/domain";
import { z } from "zod";

// What the calls answer, as zod schemas: the OpenAPI document's response bodies, and (through
// `selectionOf`) the GraphQL fields each call asks for, so the two cannot drift apart.

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

export const generationBody = z.object({
  status: z.enum(["not_requested", "generating", "completed"]),
  ready: z.int().min(0),
  expected: z.int().min(0),
});

/** The owner's view of their store: money, views and generation progress too. */
export const myDispensaryBody = dispensaryBody.extend({
  totalRevenue: money.nullable(),
  availableBalance: money.nullable(),
  viewCount: z.int().min(0).nullable(),
  generation: generationBody,
});

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

/** A shopper's own custom design: with its print file. */
export const customDesignBody = designBody.extend({ printFileUrl: url.nullable() });

export const reactionsBody = z.object({ hearts: z.int().min(0), thumbsUp: z.int().min(0) });

/** The message body every error answers with. */
export const errorBody = z.object({ message: z.string() });

/** The GraphQL selection of an object schema's fields (nested objects included). */
export function selectionOf(schema: z.ZodObject): string {
  return Object.entries(schema.shape)
    .map(([name, field]) => {
      const object = objectIn(field as z.ZodType);
      return object ? `${name} { ${selectionOf(object)} }` : name;
    })
    .join(" ");
}

function objectIn(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return objectIn(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return objectIn(schema.element as z.ZodType);
  return null;
}
