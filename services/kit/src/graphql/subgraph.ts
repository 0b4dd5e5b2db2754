import { ApolloServer, type GraphQLRequest } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { buildSubgraphSchema } from "@apollo/subgraph";
import type { FormattedExecutionResult, GraphQLResolveInfo } from "graphql";
import { parse } from "graphql";
import type { Logger } from "pino";
import { contextFromHeaders, type HeaderBag, type RequestContext } from "../auth/request-context.ts";
import type { RevokedSessionCheck } from "../auth/session-deny-list.ts";
import type { TokenService } from "../auth/tokens.ts";
import { traceRootFields } from "../telemetry/graphql-spans.ts";
import { graphqlOperationMetrics } from "../telemetry/metrics.ts";
import { hashWithLoadedCrypto } from "./apollo-hashing.ts";
import { type CacheHint, cacheControlOf, cacheHintOfHeader, staticCacheHints } from "./cache-hints.ts";
import { CompiledOperations, compiledExecutor } from "./compiled-operations.ts";
import { isPublicError } from "./errors.ts";
import { type ReadyAnswer, ReadyQueries, type ReadyRequest } from "./ready-queries.ts";
import { SharedAnswers, type SharedReadsOptions } from "./shared-answers.ts";

// biome-ignore lint/suspicious/noExplicitAny: resolver parents and arguments are typed per resolver.
export type ResolverFn = (parent: any, args: any, context: RequestContext, info: GraphQLResolveInfo) => unknown;
/** Resolvers by type and field, with the request context typed. */
export type Resolvers = Record<string, Record<string, ResolverFn>>;

export interface SubgraphOptions {
  name: string;
  typeDefs: string;
  resolvers: Resolvers;
  tokens: TokenService;
  /** Signed-out sessions, whose tokens are refused like expired ones. */
  revokedSessions?: RevokedSessionCheck;
  logger: Logger;
  introspection: boolean;
  /** Public reads whose answers are kept a moment and given to everyone asking the same (see SharedAnswers). */
  sharedReads?: SharedReadsOptions;
}

/** A service's part of the graph: an Apollo subgraph server that verifies tokens itself. */
export class Subgraph {
  readonly apollo: ApolloServer<RequestContext>;
  private readonly ready: ReadyQueries;

  constructor(private readonly options: SubgraphOptions) {
    const logger = options.logger;
    const schema = traceRootFields(
      buildSubgraphSchema({ typeDefs: parse(options.typeDefs), resolvers: options.resolvers as never }),
      options.name,
    );
    hashWithLoadedCrypto("@apollo/server");
    const operations = new CompiledOperations(schema);
    const shared = options.sharedReads && new SharedAnswers(options.sharedReads);
    this.ready = new ReadyQueries(options.name, schema, operations, shared);
    this.apollo = new ApolloServer<RequestContext>({
      // Operations run compiled (graphql-jit), through Apollo's executor seam.
      gateway: compiledExecutor(operations, schema),
      introspection: options.introspection,
      // Where the schema is not for browsing (production), errors do not suggest field names either.
      hideSchemaDetailsFromClientErrors: !options.introspection,
      includeStacktraceInErrorResponses: false,
      // Apollo's cache-control plugin wraps every field resolved (a closure and a policy each, the
      // largest cost of a list read); the same hints are reckoned once per document instead. A
      // subgraph is reached by the gateway, never browsed: no landing page.
      plugins: [
        ApolloServerPluginInlineTraceDisabled(),
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginLandingPageDisabled(),
        staticCacheHints(),
        graphqlOperationMetrics(options.name),
        this.ready.plugin(),
      ],
      formatError(formatted, error) {
        if (isPublicError(formatted.extensions?.code)) return formatted;
        logger.error({ err: error }, "unexpected GraphQL error");
        return { message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } };
      },
    });
  }

  get name(): string {
    return this.options.name;
  }

  start(): Promise<void> {
    return this.apollo.start();
  }

  stop(): Promise<void> {
    return this.apollo.stop();
  }

  contextFor(headers: HeaderBag): RequestContext {
    return contextFromHeaders(headers, this.options.tokens, this.options.revokedSessions);
  }

  /**
   * A query answered before, answered again without Apollo's request pipeline when it runs clean
   * (see ReadyQueries); undefined sends it through Apollo with the same `context`.
   */
  answerReady(request: ReadyRequest, context: RequestContext): Promise<ReadyAnswer | undefined> {
    return this.ready.answer(request, context);
  }

  /**
   * Runs an operation in this process (the embedded gateway's path to the subgraph). The answer's
   * cache hint restricts `cachePolicy` as its `Cache-Control` header would over HTTP.
   */
  async execute(
    request: GraphQLRequest,
    headers: HeaderBag,
    cachePolicy?: { restrict(hint: CacheHint): void },
  ): Promise<FormattedExecutionResult> {
    const contextValue = this.contextFor(headers);
    const ready = await this.ready.answer(request, contextValue);
    if (ready) {
      // Through the header's form, so the policy is narrowed exactly as Apollo's answers narrow it.
      cachePolicy?.restrict(cacheHintOfHeader(cacheControlOf(ready.hint)));
      return ready.result as FormattedExecutionResult;
    }
    const response = await this.apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== "single") throw new Error("Incremental delivery is not supported");
    cachePolicy?.restrict(cacheHintOfHeader(response.http.headers.get("cache-control")));
    return response.body.singleResult;
  }
}

/** Merges resolver maps type by type (a service's resolver files each cover part of Query, Mutation…). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const existing = merged[type];
      // Scalars (a GraphQLScalarType) are taken whole; object types merge field by field.
      merged[type] = existing && !isScalar(fields) ? { ...existing, ...fields } : fields;
    }
  }
  return merged;
}

const isScalar = (value: unknown) => typeof value === "object" && value !== null && "serialize" in value;
