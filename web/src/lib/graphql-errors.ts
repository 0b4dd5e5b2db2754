import { CombinedGraphQLErrors } from "@apollo/client";

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS";

/** The user-facing message of the first GraphQL error, if the failure came from the server's graph. */
export function graphQLErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors[0]?.message?.trim();
  return message ? message : undefined;
}

/** Whether any GraphQL error in the failure carries `extensions.code === code`. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => e.extensions?.code === code);
}
