import type { Db } from "@highcotton/kit";
import { mailboxKey } from "../contract/index.ts";
import { mailboxMessages } from "../db/schema.ts";
import type { MailTransport, OutgoingMessage } from "./mail-transport.ts";

/**
 * The transport when no SMTP server is set: mails land in the service's own mailbox table, one
 * copy per mail even when a sender resends it, readable at /mailbox in development.
 */
export class LocalMailbox implements MailTransport {
  readonly name = "local";

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async send(message: OutgoingMessage): Promise<{ messageId: string }> {
    await this.db
      .insert(mailboxMessages)
      .values({
        mailId: message.mailId,
        to: message.to,
        mailboxKey: mailboxKey(message.to),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        deliveredAt: this.now(),
      })
      .onConflictDoNothing();
    return { messageId: message.messageId };
  }

  async close(): Promise<void> {}
}
