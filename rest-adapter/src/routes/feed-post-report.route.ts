import { documented } from "../documented.ts";
import { defineRoute } from "../route.ts";
import { communityMessages, ReportContent, reportBody } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

export default defineRoute({
  method: "POST",
  path: "/api/posts/{id}/report",
  tag: "feed",
  summary: "Report a feed post for an operator's review (once per account)",
  auth: "required",
  params: pathId(communityMessages.postNotFound),
  response: reportBody,
  responses: {
    200: "{ reported, hidden }",
    401: "Not signed in",
    404: "No post with that id",
    429: "Reporting too often, from this account or this client address; Retry-After says when to try again",
  },
  async handle({ params, graph }) {
    const data = await graph(ReportContent, { input: { contentType: "feed_post", contentId: params.id } });
    return { status: 200, body: documented(reportBody, data.reportContent) };
  },
});
