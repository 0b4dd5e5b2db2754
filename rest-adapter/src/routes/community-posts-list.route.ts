import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityPostBody, linkNextPage, optionalSessionId, pageHeaders, pageQuery } from "./community-bodies.ts";
import { sessionHeader } from "./inputs.ts";

const CommunityPosts = graphql(`
  query CommunityPosts($sessionId: String, $first: Int, $after: String) {
    communityPosts(sessionId: $sessionId, first: $first, after: $after) {
      posts {
        ...CommunityPostBody
      }
      nextCursor
    }
  }
`);

const posts = z.array(communityPostBody);

/** SPEC's client reads a bare list; the next page is in `X-Next-Cursor` and a `Link: <…>; rel="next"` header. */
export default defineRoute({
  method: "GET",
  path: "/api/community/posts",
  tag: "community",
  summary: "Society posts, newest first, a page at a time, with the session's own reactions",
  headers: sessionHeader,
  query: z.object({ sessionId: optionalSessionId, ...pageQuery }),
  response: posts,
  responseHeaders: pageHeaders,
  responses: {
    200: "One page of posts (hidden ones left out)",
    400: "A malformed session id, a limit out of range or an unknown cursor",
  },
  async handle({ query, headers, graph, reply, request }) {
    const sessionId = query.sessionId ?? headers["x-session-id"] ?? null;
    const data = await graph(CommunityPosts, { sessionId, first: query.limit, after: query.cursor ?? null });
    linkNextPage(reply, request.url, query.limit, data.communityPosts.nextCursor);
    return { status: 200, body: documented(posts, data.communityPosts.posts) };
  },
});
