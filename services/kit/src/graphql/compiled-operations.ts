import { createRequire } from "node:module";
import type { ApolloServerOptionsWithGateway, BaseContext } from "@apollo/server";
import type { DocumentNode, ExecutionResult, GraphQLSchema } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";

/**
 * graphql's `execute` from the CommonJS copy of the package: the one Apollo's subgraph builder
 * makes the schema with (an ES module import may load the other copy, whose checks refuse it).
 */
const { execute } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

/**
 * Where a query answered on the ready path that met errors leaves its result for Apollo to
 * format: Apollo copies the context's own properties into each request's context, and
 * CompiledOperations hands this result back instead of running the query a second time.
 */
export const ANSWERED = Symbol("answered");

/** How many distinct operations keep their compiled form: the gateway sends a bounded set of plans. */
const COMPILED_OPERATIONS_KEPT = 500;

export interface Operation {
  document: DocumentNode;
  /** The operation's text, which names its compiled form. */
  source: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  contextValue: unknown;
}

/**
 * Runs operations through graphql-jit: each document is compiled once into a function that
 * resolves its fields without graphql's per-field bookkeeping, and kept (least recently used out)
 * by its text. A document graphql-jit cannot compile runs through graphql's `execute`, as does any
 * request whose variables are refused: graphql's own messages are the ones Apollo recognises as
 * bad user input. Nothing but the compiled function is kept: answers are never.
 */
export class CompiledOperations {
  private readonly compiled = new Map<string, CompiledQuery | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly kept = COMPILED_OPERATIONS_KEPT,
  ) {}

  async run(operation: Operation): Promise<ExecutionResult> {
    // Already run on the ready path, which met errors: Apollo only formats and counts them.
    const answered = (operation.contextValue as { [ANSWERED]?: ExecutionResult } | null)?.[ANSWERED];
    if (answered) return answered;
    const compiled = this.compiledFor(operation);
    if (compiled) {
      const result = await compiled.query(undefined, operation.contextValue, operation.variables ?? {});
      // No `data` at all: refused before any field ran (variables), so running it again is harmless.
      if (!(result.errors?.length && result.data === undefined)) return result;
    }
    return execute({
      schema: this.schema,
      document: operation.document,
      operationName: operation.operationName,
      variableValues: operation.variables,
      contextValue: operation.contextValue,
    });
  }

  /** The operation's compiled form, made on first use; null when graphql-jit cannot compile it. */
  compiledFor({ source, document, operationName }: Omit<Operation, "contextValue">): CompiledQuery | null {
    const key = `${operationName ?? ""}\n${source}`;
    const known = this.compiled.get(key);
    if (known !== undefined) {
      // Most recently used last, so the first key is the one to drop.
      this.compiled.delete(key);
      this.compiled.set(key, known);
      return known;
    }
    let made: CompiledQuery | null = null;
    try {
      const result = compileQuery(this.schema, document, operationName ?? undefined);
      made = isCompiledQuery(result) ? result : null;
    } catch {
      made = null;
    }
    this.compiled.set(key, made);
    if (this.compiled.size > this.kept) this.compiled.delete(this.compiled.keys().next().value as string);
    return made;
  }
}

type Gateway = NonNullable<ApolloServerOptionsWithGateway<BaseContext>["gateway"]>;

/**
 * Apollo Server's documented seam for an executor of one's own: a "gateway" that loads a fixed
 * schema and runs each validated operation through CompiledOperations. Apollo still parses,
 * validates, runs the plugins and formats errors as it does for a plain schema.
 */
export function compiledExecutor(operations: CompiledOperations, schema: GraphQLSchema): Gateway {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => {};
    },
    async load() {
      return {
        executor: (request) =>
          operations.run({
            document: request.document,
            source: request.source,
            operationName: request.operationName,
            variables: request.request.variables,
            contextValue: request.context,
          }) as never,
      };
    },
    async stop() {},
  };
}
