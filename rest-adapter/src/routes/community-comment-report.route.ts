import { communityMessages } from "./community-bodies.ts";
import { societyReportRoute } from "./community-report-route.ts";

export default societyReportRoute({
  path: "/api/community/comments/{id}/report",
  summary: "Report a society post's comment for review (once per session); after 3 reports it is hidden",
  contentType: "comment",
  notFound: communityMessages.contentNotFound,
  missing: "No comment with that id",
});
