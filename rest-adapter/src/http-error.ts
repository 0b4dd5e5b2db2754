import { httpStatusOf, isErrorCode } from "@highcotton/kit/domain";
import { edgeMessages } from "@highcotton/kit/http-errors";
import type { GraphQLFormattedError } from "graphql";

/** An error that answers with a status and SPEC's `{ message }` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For 429: whole seconds until a retry can succeed (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Maps the graph's first error to HTTP: expected codes keep their message and get their status
 * (400/401/403/404/409/429, with `Retry-After` when the service said when); anything else is the
 * server's fault and says no more than that.
 */
export function httpErrorFromGraph(errors: readonly GraphQLFormattedError[]): HttpError {
  const [first] = errors;
  const code = first?.extensions?.code;
  if (!first || !isErrorCode(code)) return new HttpError(502, edgeMessages.unavailable);
  const retryAfter = first.extensions?.retryAfter;
  const seconds = typeof retryAfter === "number" && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
  return new HttpError(httpStatusOf[code], first.message, seconds);
}
