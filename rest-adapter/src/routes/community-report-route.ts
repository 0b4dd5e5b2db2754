import { z } from "zod";
import { documented } from "../documented.ts";
import { defineRoute } from "../route.ts";
import { optionalSessionId, ReportContent, reportBody, reportReason, sessionOf, withoutEmpty } from "./community-bodies.ts";
import { pathId, sessionHeader } from "./inputs.ts";

/**
 * A report of society content by the browser session (once per session, or per account when
 * signed in), queued for an operator's review; only established reporters from enough different
 * client addresses hide it by themselves (community's report rule):
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
    body: z.object({ sessionId: optionalSessionId, reason: reportReason }),
    response: reportBody,
    responses: {
      200: "{ reported, hidden }",
      400: "No session id, or a malformed one, or an unknown reason",
      404: report.missing,
      429: "Reporting too often, from this reporter or this client address; Retry-After says when to try again",
    },
    async handle({ params, body, headers, graph }) {
      const sessionId = sessionOf(body.sessionId, headers);
      const input = withoutEmpty({ contentType: report.contentType, contentId: params.id, sessionId, reason: body.reason });
      const data = await graph(ReportContent, { input });
      return { status: 200, body: documented(reportBody, data.reportContent) };
    },
  });
