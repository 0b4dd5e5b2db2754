import { type GraphQLDataSource, RemoteGraphQLDataSource } from "@apollo/gateway";
import type { Subgraph } from "@highcotton/kit/graphql";

/** What the gateway passes on to every subgraph: each subgraph verifies the token itself. */
export interface GatewayContext {
  forwardedHeaders: Record<string, string>;
}

/** Headers taken from the incoming request and forwarded to subgraphs. */
export const FORWARDED_HEADERS = ["authorization", "x-session-id", "x-request-id", "x-forwarded-for"] as const;

export function pickForwardedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers[name];
    const single = Array.isArray(value) ? value[0] : value;
    if (single) picked[name] = single;
  }
  return picked;
}

/**
 * Subgraph over HTTP (distributed topology), fetched with Node's own fetch: Apollo's default
 * client caches DNS answers for minutes, so a subgraph container recreated under a new address
 * stayed unreachable that long; Node's resolves again on every new connection.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(config: ConstructorParameters<typeof RemoteGraphQLDataSource<GatewayContext>>[0] = {}) {
    super({ fetcher: fetch as unknown as RemoteGraphQLDataSource["fetcher"], ...config });
  }

  override willSendRequest(options: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>["willSendRequest"]>>[0]) {
    const forwarded = (options.context as Partial<GatewayContext>).forwardedHeaders ?? {};
    for (const [name, value] of Object.entries(forwarded)) options.request.http?.headers.set(name, value);
  }
}

/** Subgraph in the same process (embedded topology): no HTTP hop, same context building. */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(private readonly subgraph: Subgraph) {}

  async process(options: Parameters<GraphQLDataSource<GatewayContext>["process"]>[0]) {
    const forwarded = (options.context as Partial<GatewayContext>).forwardedHeaders ?? {};
    const { query, variables, operationName } = options.request;
    // The subgraph's cache hint narrows the whole answer's, as its Cache-Control header does over HTTP.
    const policy = "incomingRequestContext" in options ? options.incomingRequestContext.overallCachePolicy : undefined;
    return (await this.subgraph.execute(
      { query: query ?? "", variables: variables ?? {}, operationName: operationName ?? undefined },
      new Map(Object.entries(forwarded)),
      policy,
    )) as never;
  }
}
