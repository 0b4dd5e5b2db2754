import { readFileSync } from "node:fs";
import {
  buildSchema,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isUnionType,
  Kind,
  type SelectionSetNode,
} from "graphql";

// A codegen plugin: what the REST adapter needs of the API schema at run time to derive a response
// body's zod schema from the fragment that selects it. It runs beside the operation types, so what
// the compiler is told of a fragment and what the adapter derives from it come from one run.

interface FragmentTypes {
  /** Per type, each field a fragment selects: its type as SDL writes it ("[LeadItem!]!"). */
  fields: Record<string, Record<string, string>>;
  /** Per enum a fragment selects, its values in the SDL's order. */
  enums: Record<string, string[]>;
}

function collect(schema: GraphQLSchema, parent: GraphQLCompositeType, selectionSet: SelectionSetNode, into: FragmentTypes) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) continue; // collected from its own definition
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      if (isCompositeType(condition)) collect(schema, condition, selection.selectionSet, into);
      continue;
    }
    const name = selection.name.value;
    if (name === "__typename") continue;
    const field = isUnionType(parent) ? undefined : parent.getFields()[name];
    if (!field) throw new Error(`${parent.name}.${name} is not in the API schema`);
    into.fields[parent.name] = { ...into.fields[parent.name], [name]: String(field.type) };
    const named = getNamedType(field.type);
    if (isEnumType(named)) into.enums[named.name] = named.getValues().map((value) => value.name);
    if (selection.selectionSet && isCompositeType(named)) collect(schema, named, selection.selectionSet, into);
  }
}

/** Sorted keys at every level, so the output changes only when a selection or the schema does. */
const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export const fragmentTypesPlugin = {
  plugin(_sorted: GraphQLSchema, documents: { document?: DocumentNode }[], config: { apiSchema: string }): string {
    // Codegen hands plugins the schema sorted by name; an enum's values keep the SDL's order here.
    const schema = buildSchema(readFileSync(config.apiSchema, "utf8"));
    const types: FragmentTypes = { fields: {}, enums: {} };
    for (const { document } of documents) {
      for (const definition of document?.definitions ?? []) {
        if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
        const type = schema.getType(definition.typeCondition.name.value);
        if (isCompositeType(type)) collect(schema, type, definition.selectionSet, types);
      }
    }
    const fields = sorted(Object.fromEntries(Object.entries(types.fields).map(([type, byName]) => [type, sorted(byName)])));
    return [
      "/** The API schema's types of the fields this package's fragments select, and their enums' values. */",
      `export const fragmentTypes = ${JSON.stringify({ fields, enums: sorted(types.enums) })} as const;`,
      "",
    ].join("\n");
  },
};
