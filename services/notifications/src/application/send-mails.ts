import { createHash } from "node:crypto";
import { type BackgroundWorker, NotifiedLoop } from "@highcotton/kit";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { mails } from "../db/schema.ts";
import { CLAIM_MS, MAX_SEND_ATTEMPTS, retryDelayMs } from "../domain/retries.ts";
import { MAIL_CHANNEL } from "./enqueue-mail.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

type MailRow = typeof mails.$inferSelect;

/** The Message-ID of a mail: the same for every attempt, so a receiving server drops a resent copy. */
export const messageIdOf = (dedupeKey: string): string =>
  `<${createHash("sha256").update(dedupeKey).digest("hex").slice(0, 32)}@mail.highcotton>`;

/**
 * Sends the mails that are due, a batch at a time: each is claimed (held for CLAIM_MS, its attempt
 * counted), sent, then marked sent, once — the mark only lands on a mail not yet marked. A sender
 * that dies between sending and marking leaves a claim that expires; the mail is then sent again
 * with the same Message-ID (the local mailbox keeps one copy per mail). A failure waits longer
 * each time and is given up after MAX_SEND_ATTEMPTS. Answers how many mails it claimed.
 */
export async function sendDueMails(deps: NotificationsDeps, limit = deps.sendBatch): Promise<number> {
  const claimed = await claimDueMails(deps, limit);
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const mail = claimed[next++];
      if (mail) await sendOne(deps, mail);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.sendConcurrency, claimed.length)) }, worker));
  return claimed.length;
}

async function claimDueMails(deps: NotificationsDeps, limit: number): Promise<MailRow[]> {
  const now = deps.now();
  const due = deps.db
    .select({ id: mails.id })
    .from(mails)
    .where(
      and(
        isNull(mails.sentAt),
        isNull(mails.failedAt),
        lte(mails.nextAttemptAt, now),
        or(isNull(mails.claimedUntil), lte(mails.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mails.nextAttemptAt), asc(mails.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return deps.db
    .update(mails)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mails.attempts} + 1` })
    .where(inArray(mails.id, due))
    .returning();
}

async function sendOne(deps: NotificationsDeps, mail: MailRow): Promise<void> {
  try {
    const sent = await deps.transport.send({
      mailId: mail.id,
      messageId: messageIdOf(mail.dedupeKey),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await deps.db
      .update(mails)
      .set({ sentAt: deps.now(), messageId: sent.messageId, claimedUntil: null, lastError: null })
      .where(and(eq(mails.id, mail.id), isNull(mails.sentAt)));
  } catch (error) {
    const now = deps.now();
    const lastError = error instanceof Error ? error.message : String(error);
    const givenUp = mail.attempts >= MAX_SEND_ATTEMPTS;
    deps.logger.warn({ err: error, mailId: mail.id, attempts: mail.attempts, givenUp }, "sending a mail failed");
    await deps.db
      .update(mails)
      .set({
        claimedUntil: null,
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
        failedAt: givenUp ? now : null,
      })
      .where(and(eq(mails.id, mail.id), isNull(mails.sentAt)));
  }
}

/** Sends mails as they are written (woken by their NOTIFY), on one replica at a time. */
export class MailSender implements BackgroundWorker {
  private readonly loop: NotifiedLoop;

  constructor(
    private readonly deps: NotificationsDeps,
    options: { idlePollMs?: number } = {},
  ) {
    this.loop = new NotifiedLoop({
      database: deps.database,
      channel: MAIL_CHANNEL,
      lockName: "notifications-mail-sender",
      logger: deps.logger,
      // Also the retry clock: a mail waiting for its next attempt is picked up by a poll.
      idlePollMs: options.idlePollMs ?? 15_000,
      errorDelayMs: 2000,
      pass: async () => ({ progressed: (await sendDueMails(this.deps)) > 0 }),
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.deps.transport.close();
  }

  /** Sends until nothing is due (tests and the bench). */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await sendDueMails(this.deps);
      if (claimed === 0) return sent;
      sent += claimed;
    }
  }
}
