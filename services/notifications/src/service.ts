import { readFileSync } from "node:fs";
import { defineService } from "@highcotton/kit";
import { OrderLookupWorker } from "./application/answer-order-lookups.ts";
import { LocalMailbox } from "./application/local-mailbox.ts";
import type { NotificationsDeps } from "./application/notifications-deps.ts";
import { LEAD_DIGEST_CHECK_MS, sendLeadDigests } from "./application/send-lead-digests.ts";
import { MailSender } from "./application/send-mails.ts";
import { CONSUMED_EVENTS, onMailEvents } from "./events/mail-events.consumer.ts";
import { notificationsResolvers } from "./resolvers/notifications.resolver.ts";
import { checkMailSettings, notificationsSettings } from "./settings.ts";
import { SmtpTransport } from "./transports/smtp-transport.ts";

/** Mails a sender pass claims at once. */
const SEND_BATCH = 50;

export const notificationsService = defineNotificationsService();

/**
 * The notifications service. `adjust` sees and may change its wiring before anything uses it;
 * tests use it for a clock they move or a transport they control.
 */
export function defineNotificationsService(adjust: (deps: NotificationsDeps) => NotificationsDeps = (deps) => deps) {
  return defineService({
    name: "notifications",
    port: 4007,
    owns: "the mails it sends (each once), what it keeps of orders, accounts, merchants and stores to address them, the development mailbox",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: notificationsSettings,
    secrets: ["SMTP_URL"],
    publishes: [],
    consumes: CONSUMED_EVENTS,
    checkSettings: checkMailSettings,
    build(context, settings) {
      const now = () => deps.now();
      const deps: NotificationsDeps = adjust({
        db: context.db,
        database: context.database,
        logger: context.logger,
        now: () => new Date(),
        publicUrl: context.publicUrl,
        transport: settings.SMTP_URL
          ? new SmtpTransport({
              url: settings.SMTP_URL,
              from: settings.MAIL_FROM,
              maxConnections: settings.MAIL_SEND_CONCURRENCY,
            })
          : new LocalMailbox(context.db, now),
        devMailbox: context.config.NODE_ENV !== "production",
        sendBatch: SEND_BATCH,
        sendConcurrency: settings.MAIL_SEND_CONCURRENCY,
      });
      onMailEvents(context.consumer, deps);
      return {
        resolvers: notificationsResolvers(deps),
        jobs: [
          {
            name: "notifications-lead-digests",
            everyMs: LEAD_DIGEST_CHECK_MS,
            run: async () => void (await sendLeadDigests(deps)),
          },
        ],
        workers: [new OrderLookupWorker(deps), new MailSender(deps)],
      };
    },
  });
}
