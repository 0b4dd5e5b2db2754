import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { feedPostBody, linkNextPage, pageHeaders, pageQuery } from "./community-bodies.ts";

const FeedPosts = graphql(`
  query FeedPosts($first: Int, $after: String) {
    feedPosts(first: $first, after: $after) {
      posts {
        ...FeedPostBody
      }
      nextCursor
    }
  }
`);

const posts = z.array(feedPostBody);

/** Anyone may read the feed; a bearer token, when sent, fills `isLiked`. */
export default defineRoute({
  method: "GET",
  path: "/api/posts",
  tag: "feed",
  summary: "The community feed, newest first, a page at a time",
  query: z.object(pageQuery),
  response: posts,
  responseHeaders: pageHeaders,
  responses: { 200: "One page of feed posts (hidden ones left out)", 400: "A limit out of range or an unknown cursor" },
  async handle({ query, graph, reply, request }) {
    const data = await graph(FeedPosts, { first: query.limit, after: query.cursor ?? null });
    linkNextPage(reply, request.url, query.limit, data.feedPosts.nextCursor);
    return { status: 200, body: documented(posts, data.feedPosts.posts) };
  },
});
