import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { type FieldNode, Kind, type SelectionSetNode } from "graphql";
import { z } from "zod";
import { fragmentTypes } from "./graphql/gen/graphql.ts";

// A response body is written once, as the GraphQL fragment that selects it. Its zod schema (the
// OpenAPI document's response body, which `documented` holds each result to) is derived here from
// that selection and the API schema's types as codegen saw them: scalars and enums, lists, nested
// selections, and null wherever the schema allows it. A REST rule stricter than the schema's type
// (a money pattern, a count that is never negative) is a refinement written beside the fragment.

/** A body's zod shape: one schema per field of the fragment's generated type, read and written alike. */
export type BodyShape<T> = { [K in keyof T]-?: z.ZodType<T[K], T[K]> };

/**
 * Stricter schemas for some of a fragment's fields: for a scalar or an enum, the schema of one
 * value (null and lists still follow the API schema); for an object, refinements of its fields.
 */
export type Refinements<T> = { [K in keyof T]?: Refinement<NonNullable<T[K]>> };
type Refinement<V> = [V] extends [readonly (infer Item)[]]
  ? Refinement<NonNullable<Item>>
  : [V] extends [object]
    ? Refinements<V>
    : z.ZodType<V, V>;

type AnyRefinements = { [field: string]: z.ZodType | AnyRefinements | undefined };

/** The API schema's scalars as JSON carries them. A new scalar is an error here until it is given one. */
const scalars: Record<string, () => z.ZodType> = {
  ID: () => z.string(),
  String: () => z.string(),
  Int: () => z.int(),
  Float: () => z.number(),
  Boolean: () => z.boolean(),
  /** The schema's DateTime: an ISO 8601 instant. */
  DateTime: () => z.iso.datetime({ offset: true }),
};

const fieldTypes: Readonly<Record<string, Readonly<Record<string, string>>>> = fragmentTypes.fields;
const enumValues: Readonly<Record<string, readonly [string, ...string[]]>> = fragmentTypes.enums;

/** The bodies derived so far, by fragment name: a fragment spread takes its fields from there. */
const bodies = new Map<string, z.ZodObject>();

/**
 * The zod schema of the body a fragment selects, typed as the fragment's generated result type.
 * A fragment it spreads must have had its body derived first; its refinements come along.
 */
export function responseBody<T extends object>(
  fragment: TypedDocumentNode<T, unknown>,
  refinements: Refinements<T> = {},
): z.ZodObject<BodyShape<T>> {
  // Codegen's document holds the fragment first, then the fragments it spreads.
  const [definition] = fragment.definitions;
  if (definition?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error("responseBody takes a fragment");
  const name = definition.name.value;
  const body = objectOf(definition.typeCondition.name.value, definition.selectionSet, refinements as AnyRefinements, name);
  bodies.set(name, body);
  return body as unknown as z.ZodObject<BodyShape<T>>;
}

function objectOf(type: string, selectionSet: SelectionSetNode, refinements: AnyRefinements, at: string): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  const unused = new Set(Object.keys(refinements));
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const spread = bodies.get(selection.name.value);
      if (!spread) throw new Error(`${at}: derive ${selection.name.value}'s body before a body that spreads it`);
      Object.assign(shape, spread.shape);
    } else if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      unused.delete(key);
      shape[key] = fieldOf(type, selection, refinements[key], `${at}.${key}`);
    } else {
      throw new Error(`${at}: a body selects fields and spreads fragments, not inline fragments`);
    }
  }
  if (unused.size > 0) throw new Error(`${at}: refines ${[...unused].join(", ")}, which it does not select`);
  return z.object(shape);
}

function fieldOf(parent: string, field: FieldNode, refinement: AnyRefinements[string], at: string): z.ZodType {
  const sdlType = fieldTypes[parent]?.[field.name.value];
  if (!sdlType) throw new Error(`${at}: ${parent}.${field.name.value} is not in the generated types (npm run codegen)`);
  const named = sdlType.replace(/[[\]!]/g, "");
  const selectionSet = field.selectionSet;
  const oneValue = (): z.ZodType => {
    if (selectionSet) {
      if (refinement instanceof z.ZodType) throw new Error(`${at}: refine an object's fields, not the object`);
      return objectOf(named, selectionSet, refinement ?? {}, at);
    }
    if (refinement instanceof z.ZodType) return refinement;
    if (refinement) throw new Error(`${at}: refine this ${named} with a zod schema`);
    const values = enumValues[named];
    if (values) return z.enum(values);
    const scalar = scalars[named];
    if (!scalar) throw new Error(`${at}: no JSON schema for the scalar ${named}`);
    return scalar();
  };
  return wrapped(sdlType, oneValue);
}

/** `[LeadItem!]!` → an array of non-null items; every type without `!` also takes null. */
function wrapped(sdlType: string, oneValue: () => z.ZodType): z.ZodType {
  const nonNull = sdlType.endsWith("!");
  const type = nonNull ? sdlType.slice(0, -1) : sdlType;
  const schema = type.startsWith("[") ? z.array(wrapped(type.slice(1, -1), oneValue)) : oneValue();
  return nonNull ? schema : schema.nullable();
}
