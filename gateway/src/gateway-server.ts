import { readFileSync } from "node:fs";
import { ApolloGateway, type GraphQLDataSource } from "@apollo/gateway";
import { ApolloServer, type GraphQLRequest } from "@apollo/server";
import { hashWithLoadedCrypto } from "@highcotton/kit/graphql";
import type { Logger } from "@highcotton/kit/logger";
import { graphqlOperationMetrics } from "@highcotton/kit/telemetry";
import type { FormattedExecutionResult } from "graphql";
import { type GatewayContext, pickForwardedHeaders } from "./data-sources.ts";
import { aliasLimit, depthLimit } from "./query-limits.ts";
import { SingleFetchReads } from "./single-fetch-reads.ts";
import { SUPERGRAPH_PATH } from "./subgraph-sources.ts";

export interface GatewayOptions {
  logger: Logger;
  /** A data source per subgraph name (in-process or HTTP). */
  dataSources: Record<string, GraphQLDataSource<GatewayContext>>;
  introspection: boolean;
  maxDepth: number;
  maxAliases: number;
  supergraphSdl?: string;
}

/** The federation gateway: the committed supergraph, query limits, CSRF prevention. */
export class Gateway {
  readonly apollo: ApolloServer<GatewayContext>;

  constructor(options: GatewayOptions) {
    // Each request's query is hashed twice here: by Apollo Server and for the gateway's plan cache.
    hashWithLoadedCrypto("@apollo/server", import.meta.url);
    hashWithLoadedCrypto("@apollo/gateway", import.meta.url);
    const reads = new SingleFetchReads();
    const gateway = new ApolloGateway({
      supergraphSdl: options.supergraphSdl ?? readFileSync(SUPERGRAPH_PATH, "utf8"),
      buildService: ({ name }) => {
        const source = options.dataSources[name];
        if (!source) throw new Error(`No data source for subgraph ${name}`);
        return reads.source(name, source);
      },
      experimental_didResolveQueryPlan: reads.learn,
      logger: options.logger,
    });
    this.apollo = new ApolloServer<GatewayContext>({
      gateway: reads.around(gateway),
      introspection: options.introspection,
      // Where the schema is not for browsing (production), errors do not suggest field names either.
      hideSchemaDetailsFromClientErrors: !options.introspection,
      csrfPrevention: true,
      validationRules: [depthLimit(options.maxDepth), aliasLimit(options.maxAliases)],
      includeStacktraceInErrorResponses: false,
      plugins: [graphqlOperationMetrics("gateway")],
    });
  }

  start(): Promise<void> {
    return this.apollo.start();
  }

  stop(): Promise<void> {
    return this.apollo.stop();
  }

  static contextFrom(headers: Record<string, string | string[] | undefined>): GatewayContext {
    return { forwardedHeaders: pickForwardedHeaders(headers) };
  }

  /** Runs an operation in this process (the embedded REST adapter's path to the graph). */
  async execute(
    request: GraphQLRequest,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<FormattedExecutionResult> {
    const response = await this.apollo.executeOperation(request, { contextValue: Gateway.contextFrom(headers) });
    if (response.body.kind !== "single") throw new Error("Incremental delivery is not supported");
    return response.body.singleResult;
  }
}
