import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * What the HTTP layer itself answers a client's mistake with, before any route runs: every error
 * body is `{ message }`, as the routes' own are, never the framework's.
 */
export const edgeMessages = {
  notFound: "Not found",
  malformedJson: "Malformed JSON in request body",
  bodyTooLarge: "Request body is too large",
  unsupportedContentType: "Unsupported content type",
  urlTooLong: "The request URL is too long",
  malformedUrl: "The request URL is not valid",
  headersTooLarge: "The request headers are too large",
  timedOut: "The request took too long to arrive",
  badRequest: "Bad request",
  internal: "Internal server error",
  unavailable: "The service is unavailable. Please try again.",
  metricsTokenRequired: "A valid metrics token is required",
} as const;

/** The `{ message }` a framework error (a 4xx the HTTP layer raised) answers with. */
export function clientErrorMessage(error: Pick<FastifyError, "code" | "message" | "statusCode">): string {
  switch (error.statusCode) {
    case 413:
      return edgeMessages.bodyTooLarge;
    case 414:
      return edgeMessages.urlTooLong;
    case 415:
      return edgeMessages.unsupportedContentType;
  }
  if (
    error instanceof SyntaxError ||
    error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
    error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
  ) {
    return edgeMessages.malformedJson;
  }
  if (error.code === "FST_ERR_BAD_URL") return edgeMessages.malformedUrl;
  return error.message || edgeMessages.badRequest;
}

/** Errors the router raises before any route: a path segment over its length (414) or one that does not decode (400). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(error.statusCode ?? 400).send({ message: clientErrorMessage(error) });
}

/** Errors no route handled (and a route's thrown 5xx): `{ message }`, the status kept, a 5xx logged. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // What failed stays in the log: its message may name a host, a query or a secret.
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ message: status === 500 ? edgeMessages.internal : edgeMessages.unavailable });
  }
  return reply.code(status).send({ message: clientErrorMessage(error) });
}

/**
 * Requests Node's parser refuses before the framework sees them (headers, the URL among them,
 * over the server's header size; a request that never finished arriving; bytes that are not
 * HTTP): the same `{ message }` body, written straight to the socket as Node itself would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", edgeMessages.headersTooLarge]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", edgeMessages.timedOut]
        : [400, "Bad Request", edgeMessages.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
