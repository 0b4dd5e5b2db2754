import { type DocumentNode, type FormattedExecutionResult, Kind, print } from "graphql";

export interface GraphRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const printed = new WeakMap<DocumentNode, GraphRequest>();

/** An operation document as the request that runs it; each document is printed once. */
export function requestOf(operation: DocumentNode, variables?: Record<string, unknown>): GraphRequest {
  let request = printed.get(operation);
  if (!request) {
    const definition = operation.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
    request = { query: print(operation), ...(definition?.name ? { operationName: definition.name.value } : {}) };
    printed.set(operation, request);
  }
  return variables ? { ...request, variables } : request;
}

export type ForwardHeaders = Record<string, string>;

/** Runs GraphQL operations against the gateway: in process (embedded) or over HTTP (distributed). */
export interface GraphClient {
  execute(request: GraphRequest, headers: ForwardHeaders): Promise<FormattedExecutionResult>;
}

/** The gateway over HTTP. JSON content type satisfies the gateway's CSRF prevention. */
export class HttpGraphClient implements GraphClient {
  constructor(private readonly gatewayUrl: string) {}

  async execute(request: GraphRequest, headers: ForwardHeaders): Promise<FormattedExecutionResult> {
    const response = await fetch(this.gatewayUrl, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as FormattedExecutionResult;
    } catch {
      throw new Error(`Gateway answered ${response.status} with a non-JSON body`);
    }
  }
}

/** The gateway in this process: anything with the gateway's `execute`. */
export class InProcessGraphClient implements GraphClient {
  constructor(
    private readonly gateway: {
      execute(request: GraphRequest, headers: Record<string, string>): Promise<FormattedExecutionResult>;
    },
  ) {}

  execute(request: GraphRequest, headers: ForwardHeaders): Promise<FormattedExecutionResult> {
    return this.gateway.execute(request, headers);
  }
}
