import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import type { DocumentNode, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from "graphql";
import type { RequestContext } from "../auth/request-context.ts";
import { metrics } from "../telemetry/metrics.ts";
import { type CacheHint, cacheHintOf } from "./cache-hints.ts";
import { ANSWERED, type CompiledOperations } from "./compiled-operations.ts";
import type { SharedAnswers } from "./shared-answers.ts";

/** How many query texts are kept ready: the gateway sends a bounded set of plans. */
const READY_QUERIES_KEPT = 500;
/** Longer texts go through Apollo every time: the set's memory stays small whatever is sent. */
const READY_QUERY_MAX_CHARS = 20_000;

export interface ReadyRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** A clean answer from the ready path: the result and how long, and for whom, it may be kept. */
export interface ReadyAnswer {
  result: { data: ExecutionResult["data"] };
  hint: CacheHint;
  /** The answer already serialized, when it was read or kept to be shared (see SharedAnswers). */
  json?: string;
}

interface ReadyQuery {
  document: DocumentNode;
  /** The operation's own name (null when anonymous), as its compiled form and the metrics know it. */
  name: string | null;
  hint: CacheHint;
  /** Its text and name as one key. */
  key: string;
  /** Every root field it reads is a public read the service lets askers share. */
  shared: boolean;
}

/**
 * Queries this subgraph has parsed and validated once, answered again without Apollo's request
 * pipeline. Apollo's fixed cost per request (hashing the text to find the parsed document, its
 * plugin hooks, content negotiation, error formatting) was a quarter of a small read's CPU; the
 * resolvers themselves ran compiled already.
 *
 * Only the common case takes this path: a query (never a mutation) whose exact text and name
 * Apollo has validated, sent with no extensions, answered without errors. Anything else — a new
 * text, refused variables, an error from a resolver — goes through Apollo as before; an answer
 * with errors is handed to Apollo under `ANSWERED`, so it is formatted and counted as Apollo
 * does without running twice. The answer's `Cache-Control` is the one Apollo's plugin would have
 * given it; its operation metric is the same series, timed over the execution alone (Apollo's
 * plugin times from the request's start, a few tens of microseconds earlier).
 */
export class ReadyQueries {
  private readonly ready = new Map<string, ReadyQuery>();

  constructor(
    private readonly part: string,
    private readonly schema: GraphQLSchema,
    private readonly operations: CompiledOperations,
    private readonly shared?: SharedAnswers,
    private readonly kept = READY_QUERIES_KEPT,
  ) {}

  /** Remembers each validated query text as Apollo resolves it. */
  plugin<C extends BaseContext>(): ApolloServerPlugin<C> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ request, operation, document }) => {
          if (operation?.operation !== "query" || typeof request.query !== "string") return;
          if (request.query.length > READY_QUERY_MAX_CHARS) return;
          const key = keyOf(request.query, request.operationName);
          if (this.ready.has(key)) return;
          const name = operation.name?.value ?? null;
          const shared = Boolean(this.shared?.covers(rootFieldsOf(operation)));
          this.ready.set(key, { document, name, hint: cacheHintOf(this.schema, document, name), key, shared });
          if (this.ready.size > this.kept) this.ready.delete(this.ready.keys().next().value as string);
        },
      }),
    };
  }

  /**
   * The answer when `request` can take the ready path and ran clean; otherwise undefined, and
   * the caller sends the request through Apollo with the same `context`.
   */
  async answer(request: ReadyRequest, context: RequestContext): Promise<ReadyAnswer | undefined> {
    const { query, operationName, variables, extensions } = request;
    if (typeof query !== "string" || extensions !== undefined) return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== "object" || Array.isArray(variables))) {
      return undefined;
    }
    const ready = this.ready.get(keyOf(query, operationName));
    if (!ready) return undefined;
    const compiled = this.operations.compiledFor({ source: query, document: ready.document, operationName: ready.name });
    if (!compiled) return undefined;
    const started = performance.now();
    const sharedKey = ready.shared ? this.shared?.keyOf(ready.key, variables) : undefined;
    if (sharedKey !== undefined && this.shared) {
      let kept = this.shared.get(sharedKey, context);
      const under = kept ? undefined : this.shared.underWay(sharedKey);
      if (under) {
        await under;
        kept = this.shared.get(sharedKey, context);
      }
      if (kept) {
        this.observe(ready, started, "hit");
        const { json } = kept;
        return {
          hint: ready.hint,
          json,
          // Parsed only for a caller in this process, and afresh for each: nothing it changes reaches the next.
          get result() {
            return JSON.parse(json) as ReadyAnswer["result"];
          },
        };
      }
    }
    const read = sharedKey !== undefined ? this.shared?.begin(sharedKey, context) : undefined;
    try {
      const result = await compiled.query(undefined, read?.context ?? context, (variables ?? {}) as Record<string, unknown>);
      if (result.errors?.length) {
        // Refused variables ran nothing (no data): Apollo runs the query itself and names the fault.
        if (result.data !== undefined) (context as { [ANSWERED]?: ExecutionResult })[ANSWERED] = result;
        return undefined;
      }
      const kept = read?.keep(result.data);
      this.observe(ready, started, kept?.outcome);
      return { result: { data: result.data }, hint: ready.hint, ...(kept?.json !== undefined && { json: kept.json }) };
    } finally {
      read?.done();
    }
  }

  private observe(ready: ReadyQuery, started: number, shared: "hit" | "miss" | "personal" | undefined): void {
    if (!metrics.recording) return;
    metrics.observeOperation(this.part, ready.name ?? undefined, "query", false, (performance.now() - started) / 1000);
    if (shared) metrics.observeSharedAnswer(this.part, shared);
  }
}

/** The fields an operation selects at its root, or none when it selects through a fragment there. */
function rootFieldsOf(operation: OperationDefinitionNode): string[] {
  const fields: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== "Field") return [];
    if (selection.name.value !== "__typename") fields.push(selection.name.value);
  }
  return fields;
}

const keyOf = (query: string, operationName: unknown) => `${typeof operationName === "string" ? operationName : ""}\n${query}`;
