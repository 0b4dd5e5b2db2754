import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import {
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  OperationTypeNode,
  type SelectionSetNode,
} from "graphql";
import { fieldsOf, isComposite, namedTypeOf } from "./type-shapes.ts";

/** How long, and for whom, an answer may be kept: `maxAge` 0 is not at all (`no-store`). */
export interface CacheHint {
  maxAge: number;
  scope: "PUBLIC" | "PRIVATE";
}

const NOT_CACHEABLE: CacheHint = { maxAge: 0, scope: "PUBLIC" };

/** The `@cacheControl(maxAge:, scope:)` a type or field declares in the schema, if any. */
function declaredHint(directives: readonly ConstDirectiveNode[] | undefined): Partial<CacheHint> | undefined {
  const directive = directives?.find((node) => node.name.value === "cacheControl");
  if (!directive) return undefined;
  const hint: Partial<CacheHint> = {};
  for (const argument of directive.arguments ?? []) {
    if (argument.name.value === "maxAge" && argument.value.kind === Kind.INT) hint.maxAge = Number(argument.value.value);
    if (argument.name.value === "scope" && argument.value.kind === Kind.ENUM) {
      hint.scope = argument.value.value === "PRIVATE" ? "PRIVATE" : "PUBLIC";
    }
  }
  return hint;
}

const typeHint = (type: GraphQLNamedType) =>
  declaredHint(type.astNode?.directives) ??
  type.extensionASTNodes.map((node) => declaredHint(node.directives)).find((hint) => hint !== undefined);

/**
 * The operation's cache policy from the schema's `@cacheControl` hints, as Apollo's cache-control
 * plugin reckons it for static hints: the shortest `maxAge` of the fields read, private when any is,
 * and not cacheable when a root field or an object-typed field declares nothing. Mutations never are.
 */
export function cacheHintOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CacheHint {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  const queryType = schema.getQueryType();
  if (
    !operation ||
    operation.kind !== Kind.OPERATION_DEFINITION ||
    operation.operation !== OperationTypeNode.QUERY ||
    !queryType
  ) {
    return NOT_CACHEABLE;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let maxAge = Number.POSITIVE_INFINITY;
  let scope: CacheHint["scope"] = "PUBLIC";
  const walk = (parent: GraphQLNamedType, selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith("__")) continue;
        const field = fieldsOf(parent)[selection.name.value];
        if (!field) continue;
        const target = namedTypeOf(field.type);
        const hint = { ...(isComposite(target) ? typeHint(target) : undefined), ...declaredHint(field.astNode?.directives) };
        if (hint.scope === "PRIVATE") scope = "PRIVATE";
        if (hint.maxAge !== undefined) maxAge = Math.min(maxAge, hint.maxAge);
        else if (isComposite(target) || parent === queryType) maxAge = 0;
        if (selection.selectionSet) walk(target, selection.selectionSet, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (on) walk(on, selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && on && !seen.has(name)) walk(on, fragment.selectionSet, new Set([...seen, name]));
      }
    }
  };
  walk(queryType, operation.selectionSet, new Set());
  return { maxAge: Number.isFinite(maxAge) ? maxAge : 0, scope };
}

/** The `Cache-Control` of a clean answer with this policy: `max-age=N, public|private`, or `no-store`. */
export const cacheControlOf = (hint: CacheHint | null): string =>
  hint && hint.maxAge > 0 ? `max-age=${hint.maxAge}, ${hint.scope.toLowerCase()}` : "no-store";

/** The hint a `Cache-Control` header this plugin wrote carries (anything else: not cacheable). */
export function cacheHintOfHeader(header: string | undefined): CacheHint {
  const match = header?.match(/^max-age=(\d+), (public|private)$/);
  return match ? { maxAge: Number(match[1]), scope: match[2] === "private" ? "PRIVATE" : "PUBLIC" } : NOT_CACHEABLE;
}

/**
 * Apollo's cache-control plugin, reckoned once per document instead of once per field resolved:
 * the same policy from the schema's static `@cacheControl` hints, kept with the parsed document
 * (Apollo hands the same document object back for the same query text), and the same header on
 * the answer (`max-age=N, public|private`, or `no-store`). Errors are never cacheable.
 */
export function staticCacheHints<C extends BaseContext>(): ApolloServerPlugin<C> {
  const known = new WeakMap<DocumentNode, Map<string, CacheHint>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, overallCachePolicy }) {
          let byName = known.get(document);
          if (!byName) {
            byName = new Map();
            known.set(document, byName);
          }
          const key = operationName ?? "";
          let hint = byName.get(key);
          if (!hint) {
            hint = cacheHintOf(schema, document, operationName);
            byName.set(key, hint);
          }
          overallCachePolicy.restrict(hint);
        },
        async willSendResponse({ response, overallCachePolicy }) {
          const clean = response.body.kind === "single" && !response.body.singleResult.errors;
          response.http.headers.set("cache-control", cacheControlOf(clean ? overallCachePolicy.policyIfCacheable() : null));
        },
      };
    },
  };
}
