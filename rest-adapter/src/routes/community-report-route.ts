import { z } from "zod";
import { documented } from "../documented.ts";
import { defineRoute } from "../route.ts";
import { optionalSessionId, ReportContent, reportBody, sessionOf } from "./community-bodies.ts";
import { pathId, sessionHeader } from "./inputs.ts";

/**
 * A report of society content by the browser session (once per session; 3 reports hide it):
 * posts and their comments differ only in what they name and the 404 that names nothing.
 */
export const societyReportRoute = (report: {
  path: string;
  summary: string;
  contentType: "post" | "comment";
  notFound: string;
  missing: string;
}) =>
  defineRoute({
    method: "POST",
    path: report.path,
    tag: "community",
    summary: report.summary,
    params: pathId(report.notFound),
    headers: sessionHeader,
    body: z.object({ sessionId: optionalSessionId }),
    response: reportBody,
    responses: { 200: "{ reported, hidden }", 400: "No session id, or a malformed one", 404: report.missing },
    async handle({ params, body, headers, graph }) {
      const sessionId = sessionOf(body.sessionId, headers);
      const data = await graph(ReportContent, { input: { contentType: report.contentType, contentId: params.id, sessionId } });
      return { status: 200, body: documented(reportBody, data.reportContent) };
    },
  });
