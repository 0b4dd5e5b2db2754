import { GraphQLError } from "graphql";
import { type DomainError, type ErrorCode, isErrorCode, type Result } from "../errors.ts";

/** The error's code, and for throttling `retryAfter` (seconds), which the REST adapter sends as `Retry-After`. */
export const toGraphQLError = (error: DomainError): GraphQLError =>
  new GraphQLError(error.message, {
    extensions:
      error.retryAfterSeconds === undefined ? { code: error.code } : { code: error.code, retryAfter: error.retryAfterSeconds },
  });

/** A use case's value, or its expected failure thrown as a GraphQL error with its code. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (result.ok) return result.value;
  throw toGraphQLError(result.error);
}

export const graphQLErrorOf = (code: ErrorCode, message: string): GraphQLError => toGraphQLError({ code, message });

/** Codes that carry a message meant for the user; anything else is masked. */
const PUBLIC_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST", "PERSISTED_QUERY_NOT_FOUND"]);

export function isPublicError(code: unknown): boolean {
  return isErrorCode(code) || (typeof code === "string" && PUBLIC_CODES.has(code));
}
