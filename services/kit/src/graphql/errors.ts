import { GraphQLError } from "graphql";
import { type DomainError, type ErrorCode, isErrorCode, type Result } from "../errors.ts";

export const toGraphQLError = (error: DomainError): GraphQLError =>
  new GraphQLError(error.message, { extensions: { code: error.code } });

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
