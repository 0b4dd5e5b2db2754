/** Paths whose own segments carry a secret: a receipt's token reads an order (also kept out of the logs). */
export const SECRET_SEGMENTS = /(\/orders\/(?:receipt\/)?)[^/?]+/;

/** Query parameters that name a browser session (the cart is read by one) or a development mailbox's address. */
const PRIVATE_QUERY = /(?:^|&)(?:sessionId|to)=/;

interface RequestLine {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Whether an answer may hold someone's data, so no browser or proxy cache may keep it
 * (`Cache-Control: no-store`): anything asked with a bearer token or a browser session, every
 * GraphQL answer, every write's answer (a sign-in's token, an order's receipt), and the pages of a
 * receipt or an order, whose URL is the key. A public catalog read stays cacheable.
 */
export function isPrivateRequest(request: RequestLine): boolean {
  if (request.headers.authorization !== undefined || request.headers["x-session-id"] !== undefined) return true;
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  const [path = "", query = ""] = request.url.split("?", 2);
  return path === "/graphql" || path.startsWith("/graphql/") || SECRET_SEGMENTS.test(path) || PRIVATE_QUERY.test(query);
}
