import { sessionIdMessages } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { communityMessages, optionalSessionId, ReportContent, reportBody } from "./community-bodies.ts";
import { pathId, sessionHeader } from "./inputs.ts";

export default defineRoute({
  method: "POST",
  path: "/api/community/posts/{id}/report",
  tag: "community",
  summary: "Report a society post for review (once per session); after 3 reports it is hidden",
  params: pathId(communityMessages.postNotFound),
  headers: sessionHeader,
  body: z.object({ sessionId: optionalSessionId }),
  response: reportBody,
  responses: { 200: "{ reported, hidden }", 400: "No session id, or a malformed one", 404: "No post with that id" },
  async handle({ params, body, headers, graph }) {
    const sessionId = body.sessionId ?? headers["x-session-id"];
    if (!sessionId) throw new HttpError(400, sessionIdMessages.required);
    const data = await graph(ReportContent, { input: { contentType: "post", contentId: params.id, sessionId } });
    return { status: 200, body: documented(reportBody, data.reportContent) };
  },
});
