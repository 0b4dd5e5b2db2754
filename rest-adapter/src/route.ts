import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/** What a JSON route answers: a status and a body (or a redirect). */
export type RouteResult = { status: number; body?: unknown } | { redirect: string };

/** An operation's variables: none to pass when it declares none. */
export type VariablesArgument<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/** The request as a route's handler sees it, body, query, path and headers already validated. */
export interface RouteInput<B, Q, P, H = unknown> {
  body: B;
  query: Q;
  params: P;
  headers: H;
  /** The body exactly as received, for a route that declares `rawBody` ("" when none was sent). */
  rawBody: string;
  /** A `form` route's files by field name, in the order sent (empty file inputs left out). */
  files: Record<string, Buffer[]>;
  /**
   * Runs an operation against the gateway with the caller's headers and answers its data, typed
   * by codegen from the operation (`npm run codegen`); expected errors become HTTP errors.
   */
  graph<R, V>(operation: TypedDocumentNode<R, V>, ...variables: VariablesArgument<V>): Promise<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A file field of a multipart form. */
export interface FormFile {
  description: string;
  /** Files the field takes; one more is refused with `tooMany` (400) before anything runs. */
  maxCount: number;
  tooMany: string;
  /** Largest file the field takes, in bytes (default 8 MB; at most `LARGE_FILE_MAX_BYTES`). */
  maxBytes?: number;
  /** What a larger file is refused with (413); default: community's message for an image over 8 MB. */
  tooLarge?: string;
}

/** A multipart/form-data body (SPEC's uploads): text fields checked like a JSON body, and files. */
export interface FormBody<F> {
  /** The text fields; a repeated field arrives as an array (refused by a string rule). */
  fields: z.ZodType<F>;
  files: Record<string, FormFile>;
}

/** A response header the call sets, for the OpenAPI document. */
export interface ResponseHeader {
  description: string;
  schema: z.ZodType;
}

/**
 * One SPEC §7 call. Adding a call is one file like this: its path, its zod schemas (whose
 * messages are SPEC's), the GraphQL operation it runs, and its documented responses. The OpenAPI
 * document is built from the same schemas, so what is documented is what is checked.
 */
export interface RouteDefinition<B = unknown, Q = unknown, P = unknown, H = unknown> {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /**
   * `/api/…` for SPEC's calls; a path outside `/api` (SPEC's wallet calls at `/paypal/…`) is
   * served at the root, with the same error handling, 405s and documentation.
   */
  path: string;
  summary: string;
  tag: string;
  /** The JSON body; unknown fields are dropped. */
  body?: z.ZodType<B>;
  /**
   * The JSON body may also come as text/plain, as `navigator.sendBeacon` sends a string (a simple
   * request: no CORS preflight); it is parsed as JSON all the same.
   */
  plainTextJson?: boolean;
  /** Largest body the call reads, in bytes, when it should be smaller than the server's (413 beyond). */
  bodyLimit?: number;
  /**
   * A multipart/form-data body instead of JSON: its text fields become `body`, its files `files`.
   * Files are read into memory within the edge's limits (8 MB each); any other content type is 415.
   */
  form?: FormBody<B>;
  /** Query parameters, one schema property each; unknown ones are ignored. */
  query?: z.ZodType<Q>;
  /** Path parameters; a value they refuse names nothing, so it answers 404 with the schema's message. */
  params?: z.ZodType<P>;
  /** Request headers the call reads, one schema property each (lower-case names); a refused one is 400. */
  headers?: z.ZodType<H>;
  /**
   * The body is handed over unparsed, whatever its content type, as `rawBody` (a signed webhook's
   * signature covers its exact bytes). The schema only documents it; nothing checks it here.
   */
  rawBody?: z.ZodType;
  /** "required": a bearer token must be sent (401 without one, before the input is read). */
  auth?: "required";
  /** Documented responses: status → description. */
  responses: Record<number, string>;
  /** The success body's schema (for the 2xx response in the OpenAPI document). */
  response?: z.ZodType;
  /**
   * The success body is a file of this content type (the handler answers its bytes as the body),
   * documented as binary instead of JSON.
   */
  file?: { contentType: string };
  /** Headers the success response carries. */
  responseHeaders?: Record<string, ResponseHeader>;
  /**
   * OpenAPI links from the success response to calls that use it (by operation id), e.g. a new
   * store's id to the store page call: `{ store: { operationId, parameters: { id: "$response.body#/id" } } }`.
   */
  links?: Record<string, { operationId: string; parameters: Record<string, string> }>;
  /**
   * A public read nobody's data is in: browsers and proxies may keep its 200 answer this many
   * seconds (`Cache-Control: public, max-age=N`). Asked with a token or a session it still says
   * `no-store` (kit http-server).
   */
  publicMaxAge?: number;
  /** Browser navigations answer with redirects, not JSON. */
  navigation?: boolean;
  // Method syntax on purpose: it lets routes with different inputs share one `RouteDefinition[]`.
  handle(input: RouteInput<B, Q, P, H>): Promise<RouteResult>;
}

export const defineRoute = <B, Q, P, H = unknown>(route: RouteDefinition<B, Q, P, H>): RouteDefinition<B, Q, P, H> => route;
