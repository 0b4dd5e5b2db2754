import { randomUUID } from "node:crypto";
import type { RevokedSessionCheck } from "./session-deny-list.ts";
import type { AuthUser, Operator, TokenService } from "./tokens.ts";

/**
 * Who is acting as an operator: the CLI's operator token, or a signed-in account with the
 * `operator` role. Null for everyone else; every operator call checks this on the server.
 */
export function operatorOf(context: Pick<RequestContext, "operator" | "user">): Operator | null {
  if (context.operator) return context.operator;
  return context.user?.role === "operator" ? { name: context.user.username } : null;
}

/** Headers the edge sets and every hop forwards. */
export const SESSION_HEADER = "x-session-id";
export const REQUEST_ID_HEADER = "x-request-id";
export const CLIENT_ADDRESS_HEADER = "x-forwarded-for";

/** What every resolver knows about the caller. */
export interface RequestContext {
  /** The signed-in user, from a token this service verified itself. */
  user: AuthUser | null;
  /** An operator's token (see TokenService.signOperator); never set together with `user`. */
  operator: Operator | null;
  /** A bearer token was sent but did not verify (expired, forged, malformed, signed out). */
  tokenRejected: boolean;
  /** The token is genuine, but its session was signed out (so signing out again is a no-op). */
  signedOut: boolean;
  /** The browser session id (anonymous shoppers and community members). */
  sessionId: string | null;
  /** The original client address, for throttling. */
  clientAddress: string | null;
  requestId: string;
}

export type HeaderBag = Headers | Record<string, string | string[] | undefined> | Map<string, string>;

export function headerValue(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers || headers instanceof Map) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** A request id a client or hop may choose: short and log-safe; anything else gets a fresh one. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const acceptRequestId = (value: string | undefined): string =>
  value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();

/** The caller as this service sees it; a token of a signed-out session counts as rejected. */
export function contextFromHeaders(headers: HeaderBag, tokens: TokenService, revoked?: RevokedSessionCheck): RequestContext {
  const authorization = headerValue(headers, "authorization");
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const verified = bearer ? tokens.verify(bearer) : null;
  const signedOut = Boolean(verified && revoked?.isRevoked(verified.sessionId));
  const user = signedOut ? null : verified;
  const operator = bearer && !verified ? tokens.verifyOperator(bearer) : null;
  const sessionId = headerValue(headers, SESSION_HEADER)?.trim();
  const forwarded = headerValue(headers, CLIENT_ADDRESS_HEADER)?.split(",")[0]?.trim();
  return {
    user,
    operator,
    tokenRejected: Boolean(bearer) && !user && !operator,
    signedOut,
    sessionId: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null,
    clientAddress: forwarded || null,
    requestId: acceptRequestId(headerValue(headers, REQUEST_ID_HEADER)),
  };
}
