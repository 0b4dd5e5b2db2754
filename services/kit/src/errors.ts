/**
 * Expected failures, as values. Use cases return them (typed results); the GraphQL layer turns
 * them into errors with these codes and the REST adapter into the matching HTTP status.
 */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  /** A payment was declined, or has not succeeded for what is being bought (HTTP 402). */
  | "PAYMENT_REQUIRED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS";

export interface DomainError {
  readonly code: ErrorCode;
  readonly message: string;
  /** For TOO_MANY_REQUESTS: whole seconds until a retry can succeed (HTTP `Retry-After`). */
  readonly retryAfterSeconds?: number;
}

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string): Result<never, DomainError> => ({
  ok: false,
  error: { code, message },
});

/** A TOO_MANY_REQUESTS failure saying when to come back (at least one second). */
export const tooManyRequests = (message: string, retryAfterSeconds: number): Result<never, DomainError> => ({
  ok: false,
  error: { code: "TOO_MANY_REQUESTS", message, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
});

/** HTTP status for each code; the REST adapter and the HTTP layers share it. */
export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(httpStatusOf, value);
