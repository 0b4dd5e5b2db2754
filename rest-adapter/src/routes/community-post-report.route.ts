import { communityMessages } from "./community-bodies.ts";
import { societyReportRoute } from "./community-report-route.ts";

export default societyReportRoute({
  path: "/api/community/posts/{id}/report",
  summary: "Report a society post for an operator's review (once per session or account)",
  contentType: "post",
  notFound: communityMessages.postNotFound,
  missing: "No post with that id",
});
