import type {
  ApolloGateway,
  Experimental_DidResolveQueryPlanCallback,
  GraphQLDataSource,
  GraphQLDataSourceProcessOptions,
} from "@apollo/gateway";
import { fieldsOf, isComposite, namedTypeOf } from "@highcotton/kit/graphql";
import { tracer, withinSpan } from "@highcotton/kit/tracing";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
} from "graphql";
// The copy of graphql the gateway's schema comes from (CommonJS), whose types its checks accept.
import { getVariableValues } from "graphql/execution/values.js";

type Gateway = Pick<ApolloGateway, "load" | "onSchemaLoadOrUpdate" | "stop">;
type Executor = NonNullable<Awaited<ReturnType<ApolloGateway["load"]>>["executor"]>;
type RequestContext = Parameters<Executor>[0];
type Answer = Awaited<ReturnType<GraphQLDataSource["process"]>>;
type PlanResolved = Parameters<Experimental_DidResolveQueryPlanCallback>[0];
type Fetch = Extract<NonNullable<PlanResolved["queryPlan"]["node"]>, { kind: "Fetch" }>;
type OperationRequest = Extract<GraphQLDataSourceProcessOptions, { incomingRequestContext: unknown }>;
/** The kind of request a fetch for an operation is (the gateway does not export its enum). */
const INCOMING_OPERATION = "incoming operation" as OperationRequest["kind"];

/** What is known of one operation of a document: its one fetch when that answers it as is, else null. */
type Known = { fetch: Fetch; operation: OperationDefinitionNode } | null;
/** What a fetch gave (its answer, or what it threw), kept for the fetch of that operation only. */
type InHand = { query: string; answer: Promise<Answer> };

/**
 * Reads one subgraph answers whole, answered with that subgraph's data as it comes.
 *
 * Apollo's gateway shapes every answer anew from the operation, field by field (`computeResponse`),
 * after building the operation again from its document. For a read whose plan is a single fetch
 * that selects exactly what the operation selects, that shaping copies the subgraph's data to the
 * same data: a third of the CPU of a list read through REST (100 leads), and most of the gateway's
 * own cost on a small one. Such a read goes straight to its subgraph; anything else (several
 * subgraphs, mutations, `@skip`/`@include`, type conditions, introspection, added `__typename`s)
 * takes Apollo's path. An answer with errors, or a fetch that failed, is handed to Apollo's path
 * too, which shapes it and its errors as always, without asking the subgraph again. Unlike Apollo's
 * shaping, nothing checks the subgraph's data against the supergraph again (a field it was not
 * asked for, an enum value the supergraph does not know): the supergraph is composed from the
 * subgraphs' own schemas and they ship together.
 */
export class SingleFetchReads {
  private known = new WeakMap<DocumentNode, Map<string, Known>>();
  /** An answer already fetched, for Apollo's path to take instead of asking its subgraph. */
  private readonly inHand = new WeakMap<RequestContext, InHand>();
  private readonly sources = new Map<string, GraphQLDataSource>();

  /** The gateway's data source for `name`, which hands Apollo's path an answer already in hand. */
  source(name: string, source: GraphQLDataSource): GraphQLDataSource {
    this.sources.set(name, source);
    return {
      process: (options: GraphQLDataSourceProcessOptions) => {
        const incoming = "incomingRequestContext" in options ? options.incomingRequestContext : undefined;
        const held = incoming && this.inHand.get(incoming);
        if (!held || held.query !== options.request.query) return source.process(options);
        this.inHand.delete(incoming);
        return held.answer;
      },
    };
  }

  /** The gateway's plan callback: learns, once per document and operation, whether it passes through. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, operationContext, requestContext }) => {
    const { document, request } = requestContext;
    let operations = this.known.get(document);
    if (!operations) {
      operations = new Map<string, Known>();
      this.known.set(document, operations);
    }
    const name = request.operationName ?? "";
    if (operations.has(name)) return;
    let fetch: Fetch | null = null;
    try {
      fetch = passThroughFetch(queryPlan, operationContext, operationContext.schema);
    } catch {
      // An operation this cannot read goes Apollo's way, as it did before it was asked.
    }
    operations.set(name, fetch ? { fetch, operation: operationContext.operation } : null);
  };

  /** `gateway`, with reads that pass through answered from their subgraph. */
  around(gateway: Gateway): Gateway {
    return {
      stop: () => gateway.stop(),
      onSchemaLoadOrUpdate: (callback) =>
        gateway.onSchemaLoadOrUpdate((schema) => {
          // A new supergraph plans anew: nothing learned under the old one holds.
          this.known = new WeakMap();
          callback(schema);
        }),
      load: async (options) => {
        const loaded = await gateway.load(options);
        const executor = loaded.executor;
        if (!executor) return loaded;
        return { ...loaded, executor: (requestContext) => this.execute(requestContext, executor) };
      },
    };
  }

  private async execute(requestContext: RequestContext, apollos: Executor) {
    const known = this.known.get(requestContext.document)?.get(requestContext.request.operationName ?? "");
    const source = known && this.sources.get(known.fetch.serviceName);
    if (!known || !source) return apollos(requestContext);
    const { fetch, operation } = known;
    const given = requestContext.request.variables ?? {};
    // Apollo checks the variables before it plans; refused ones go its way to be answered alike.
    if (
      operation.variableDefinitions?.length &&
      getVariableValues(requestContext.schema, operation.variableDefinitions, given).errors
    )
      return apollos(requestContext);
    const variables: Record<string, unknown> = {};
    for (const name of fetch.variableUsages ?? [])
      if (Object.hasOwn(given, name) && given[name] !== undefined) variables[name] = given[name];
    // Named as Apollo names its fetch, so a trace reads the same whichever way the read went.
    const fetched = tracer().startActiveSpan("gateway.fetch", { attributes: { service: fetch.serviceName } }, (span) =>
      withinSpan(span, () =>
        source.process({
          kind: INCOMING_OPERATION,
          request: { query: fetch.operation, variables, operationName: fetch.operationName },
          incomingRequestContext: requestContext,
          context: requestContext.context,
          document: fetch.operationDocumentNode,
          pathInIncomingRequest: [],
        }),
      ),
    );
    const answer = await fetched.catch(() => null);
    if (answer?.data && !answer.errors?.length) return { data: answer.data };
    // Errors, no data or a failed fetch (a subgraph down answers 200 with errors on Apollo's path,
    // not 500): Apollo's path answers it, from what the fetch gave.
    this.inHand.set(requestContext, { query: fetch.operation, answer: fetched });
    return apollos(requestContext);
  }
}

/**
 * The plan's one fetch when the subgraph's data is already the operation's answer: a query,
 * fetched whole from one subgraph with nothing to rewrite, whose fetch selects the same fields under
 * the same names, in the same order, with the same arguments, as the operation does. Null otherwise.
 */
export function passThroughFetch(
  plan: PlanResolved["queryPlan"],
  asked: Pick<PlanResolved["operationContext"], "operation" | "fragments">,
  schema: GraphQLSchema,
): Fetch | null {
  const fetch = plan.node;
  if (fetch?.kind !== "Fetch" || fetch.operationKind !== "query" || asked.operation.operation !== "query") return null;
  if (fetch.requires || fetch.hasDefers || fetch.inputRewrites?.length || fetch.outputRewrites?.length) return null;
  if (fetch.contextRewrites?.length) return null;
  const queryType = schema.getQueryType();
  if (!queryType) return null;
  const { definitions } = fetch.operationDocumentNode ?? parse(fetch.operation);
  const fetched = definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  const fetchedFragments = Object.fromEntries(
    definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [[node.name.value, node]] : [])),
  );
  if (!fetched) return null;
  const wanted = shapeOf(asked.operation.selectionSet, asked.fragments, queryType);
  return wanted !== null && wanted === shapeOf(fetched.selectionSet, fetchedFragments, queryType) ? fetch : null;
}

type Fragments = Record<string, FragmentDefinitionNode>;
type Collected = Map<string, { name: string; args: string; sets: SelectionSetNode[] }>;

/**
 * The answer's shape a selection makes on `type`: each response key with its field, arguments and
 * the shape under it, merged as GraphQL merges fields of one key. Null for what the gateway would
 * shape differently from the subgraph: a directive, or a type condition other than `type` itself.
 */
function shapeOf(selectionSet: SelectionSetNode, fragments: Fragments, type: GraphQLNamedType): string | null {
  const fields: Collected = new Map();
  if (!collect(selectionSet, fragments, type, fields)) return null;
  let shape = "{";
  for (const [key, field] of fields) {
    shape += `${key}:${field.name}${field.args}`;
    if (field.sets.length > 0) {
      const fieldType = fieldsOf(type)[field.name]?.type;
      const named = fieldType && namedTypeOf(fieldType);
      if (!named || !isComposite(named)) return null;
      const under = shapeOf(
        { kind: Kind.SELECTION_SET, selections: field.sets.flatMap((set) => set.selections) },
        fragments,
        named,
      );
      if (under === null) return null;
      shape += under;
    }
    shape += ",";
  }
  return `${shape}}`;
}

function collect(selectionSet: SelectionSetNode, fragments: Fragments, type: GraphQLNamedType, fields: Collected): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return false;
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const key = selection.alias?.value ?? name;
      const args = selection.arguments?.length ? `(${selection.arguments.map((argument) => print(argument)).join(",")})` : "";
      const sets = selection.selectionSet ? [selection.selectionSet] : [];
      const same = fields.get(key);
      if (same && (same.name !== name || same.args !== args)) return false;
      if (same) same.sets.push(...sets);
      else if (name === "__typename" || fieldsOf(type)[name]) fields.set(key, { name, args, sets });
      else return false;
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    if (!fragment || fragment.directives?.length) return false;
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return false;
    if (!collect(fragment.selectionSet, fragments, type, fields)) return false;
  }
  return true;
}
