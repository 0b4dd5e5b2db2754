import { DESIGN_PAGE_DEFAULT, DESIGN_PAGE_MAX, messages, STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { designBody } from "./bodies.ts";

const DesignPage = graphql(`
  query DesignPage($first: Int, $after: String) {
    designPage(first: $first, after: $after) {
      designs {
        ...DesignBody
      }
      nextCursor
    }
  }
`);

const PAGE_DEFAULT = DESIGN_PAGE_DEFAULT;
const PAGE_MAX = DESIGN_PAGE_MAX;
const limitInvalid = `limit must be a whole number from 1 to ${PAGE_MAX}`;
const designs = z.array(designBody);

/**
 * SPEC's array body, a page at a time: `limit` designs (default 60) after `cursor`. The next page's
 * cursor comes back in `X-Next-Cursor` and as a `Link: <…>; rel="next"` header; none on the last page.
 */
export default defineRoute({
  method: "GET",
  path: "/api/designs",
  tag: "catalog",
  summary: "Store designs, newest first, a page at a time",
  query: z.object({
    limit: z.coerce
      .number(limitInvalid)
      .int(limitInvalid)
      .min(1, limitInvalid)
      .max(PAGE_MAX, limitInvalid)
      .default(PAGE_DEFAULT)
      .meta({ description: `Designs per page (default ${PAGE_DEFAULT})` }),
    cursor: z
      .string("cursor must be a string")
      .max(200, messages.cursorInvalid)
      .regex(/^[A-Za-z0-9_-]+$/, messages.cursorInvalid)
      .optional()
      .meta({ description: "The previous page's X-Next-Cursor" }),
  }),
  response: designs,
  responseHeaders: {
    "X-Next-Cursor": { description: "The next page's cursor; absent on the last page", schema: z.string() },
    Link: { description: 'The next page\'s URL: <…>; rel="next"', schema: z.string() },
  },
  publicMaxAge: STOREFRONT_MAX_AGE_SECONDS,
  responses: { 200: "One page of designs", 400: "A limit out of range or an unknown cursor" },
  async handle({ query, graph, reply, request }) {
    const data = await graph(DesignPage, { first: query.limit, after: query.cursor ?? null });
    const next = data.designPage.nextCursor;
    if (next) {
      // From the checked query alone: the answer may be given to other requests for the same page.
      const url = new URL(request.url.split("?", 1)[0] ?? "/api/designs", "http://localhost");
      url.searchParams.set("limit", String(query.limit));
      url.searchParams.set("cursor", next);
      reply.header("x-next-cursor", next);
      reply.header("link", `<${url.pathname}${url.search}>; rel="next"`);
    }
    return { status: 200, body: documented(designs, data.designPage.designs) };
  },
});
