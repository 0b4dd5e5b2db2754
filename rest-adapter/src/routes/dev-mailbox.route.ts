import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const DevMailbox = graphql(`
  query DevMailbox($to: String) {
    devMailbox(to: $to) {
      to
      subject
      text
      html
      sentAt
    }
  }
`);

const mailbox = z.array(
  z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.string() }),
);

/** The development mailbox (mails the local transport delivered), newest first; there is none in production. */
export default defineRoute({
  method: "GET",
  path: "/api/dev/mailbox",
  tag: "notifications",
  summary: "Mails delivered to the development mailbox, newest first (not in production)",
  query: z.object({ to: z.string().max(254).optional().meta({ description: "Only mails to this address (any case)" }) }),
  response: mailbox,
  responses: { 200: "The mails: to, subject, text, html, sentAt", 404: "Production: there is no development mailbox" },
  async handle({ query, graph }) {
    const data = await graph(DevMailbox, { to: query.to ?? null });
    return { status: 200, body: documented(mailbox, data.devMailbox) };
  },
});
