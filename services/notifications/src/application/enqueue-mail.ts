import type { Tx } from "@highcotton/kit";
import { sql } from "drizzle-orm";
import { mails } from "../db/schema.ts";
import type { MailDraft } from "../mails/event-mail.ts";

/** NOTIFY channel that wakes the sender when a mail is written. */
export const MAIL_CHANNEL = "notifications_mails";

/**
 * Writes a mail in the caller's transaction, once per dedupe key (a second write of the same key
 * is dropped), and wakes the sender at commit. Answers whether it was new.
 */
export async function enqueueMail(tx: Tx, kind: string, draft: MailDraft, now: Date): Promise<boolean> {
  const written = await tx
    .insert(mails)
    .values({
      dedupeKey: draft.dedupeKey,
      kind,
      to: draft.to,
      subject: draft.content.subject,
      text: draft.content.text,
      html: draft.content.html,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: mails.dedupeKey })
    .returning({ id: mails.id });
  if (written.length > 0) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return written.length > 0;
}
