import { communityMessages } from "./community-bodies.ts";
import { societyReportRoute } from "./community-report-route.ts";

export default societyReportRoute({
  path: "/api/community/posts/{id}/report",
  summary: "Report a society post for review (once per session); after 3 reports it is hidden",
  contentType: "post",
  notFound: communityMessages.postNotFound,
  missing: "No post with that id",
});
