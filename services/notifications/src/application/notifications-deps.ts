import type { Database, Db, Logger } from "@highcotton/kit";
import type { MailTransport } from "./mail-transport.ts";

/** What notifications' use cases run with; tests swap the clock or the transport. */
export interface NotificationsDeps {
  db: Db;
  database: Database;
  logger: Logger;
  now: () => Date;
  /** The marketplace's public origin: every link in a mail starts with it. */
  publicUrl: () => string;
  /** Where mails go: the local mailbox, or an SMTP server. */
  transport: MailTransport;
  /** The development mailbox is readable (anything but production). */
  devMailbox: boolean;
  /** Mails a sender pass claims at once, and how many it sends at the same time. */
  sendBatch: number;
  sendConcurrency: number;
}

/** An absolute link to `path` under the public origin. */
export const linkTo = (deps: Pick<NotificationsDeps, "publicUrl">, path: string): string =>
  new URL(path, deps.publicUrl()).toString();
