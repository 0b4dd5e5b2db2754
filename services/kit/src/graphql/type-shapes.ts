import type { GraphQLField, GraphQLNamedType, GraphQLOutputType } from "graphql";

/*
 * A schema's types read by their shape, not with graphql's `getNamedType`/`isObjectType`: a schema
 * may come from another copy of the graphql package (the CommonJS one Apollo loads beside these ES
 * modules), whose types fail this copy's instanceof checks.
 */

/** A field's type without its list and non-null wrappers. */
export function namedTypeOf(type: GraphQLOutputType): GraphQLNamedType {
  let current: GraphQLOutputType = type;
  while ("ofType" in current && current.ofType) current = current.ofType as GraphQLOutputType;
  return current as GraphQLNamedType;
}

/** Objects and interfaces have fields, unions have member types: the types a selection set is on. */
export const isComposite = (type: GraphQLNamedType): boolean => "getFields" in type || "getTypes" in type;

/** The output fields of an object or interface; none for any other type. */
export const fieldsOf = (type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> =>
  "getFields" in type && !("getValues" in type) ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>) : {};
