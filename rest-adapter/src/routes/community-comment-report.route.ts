import { communityMessages } from "./community-bodies.ts";
import { societyReportRoute } from "./community-report-route.ts";

export default societyReportRoute({
  path: "/api/community/comments/{id}/report",
  summary: "Report a society post's comment for an operator's review (once per session or account)",
  contentType: "comment",
  notFound: communityMessages.contentNotFound,
  missing: "No comment with that id",
});
