import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/** What a JSON route answers: a status and a body (or a redirect). */
export type RouteResult = { status: number; body?: unknown } | { redirect: string };

/** The request as a route's handler sees it, body and query already validated. */
export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** Runs an operation against the gateway with the caller's headers; expected errors become HTTP errors. */
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is typed by each route's own cast.
  graph<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One SPEC §7 call. Adding a call is one file like this: its path, its zod schemas (whose
 * messages are SPEC's), the GraphQL operation it runs, and its documented responses.
 */
export interface RouteDefinition<B = unknown, Q = unknown, P = unknown> {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Documented responses: status → description (for the OpenAPI document). */
  responses: Record<number, string>;
  /** Browser navigations answer with redirects, not JSON. */
  navigation?: boolean;
  handle(input: RouteInput<B, Q, P>): Promise<RouteResult>;
}

export const defineRoute = <B, Q, P>(route: RouteDefinition<B, Q, P>): RouteDefinition<B, Q, P> => route;
