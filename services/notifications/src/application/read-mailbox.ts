import { fail, ok, type Result } from "@highcotton/kit";
import { desc, eq } from "drizzle-orm";
import { mailboxKey, messages } from "../contract/index.ts";
import { mailboxMessages } from "../db/schema.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

/** The newest mails the development mailbox shows. */
const MAILBOX_PAGE = 200;

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: Date;
}

/** The development mailbox, newest first, for one address or all; NOT_FOUND in production. */
export async function readMailbox(
  deps: Pick<NotificationsDeps, "db" | "devMailbox">,
  to: string | null | undefined,
): Promise<Result<DevMail[]>> {
  if (!deps.devMailbox) return fail("NOT_FOUND", messages.mailboxNotFound);
  // No mail is ever sent to an address with a NUL byte (PostgreSQL's text cannot even hold one).
  if (to?.includes("\u0000")) return ok([]);
  const rows = await deps.db
    .select()
    .from(mailboxMessages)
    .where(to ? eq(mailboxMessages.mailboxKey, mailboxKey(to)) : undefined)
    .orderBy(desc(mailboxMessages.deliveredAt), desc(mailboxMessages.mailId))
    .limit(MAILBOX_PAGE);
  return ok(
    rows.map((row) => ({
      id: row.mailId,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: row.deliveredAt,
    })),
  );
}
