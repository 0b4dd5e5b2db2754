import type { DescMessage } from "@bufbuild/protobuf";
import type { EventConsumer } from "@highcotton/kit";
import { enqueueMail } from "../application/enqueue-mail.ts";
import { linkTo, type NotificationsDeps } from "../application/notifications-deps.ts";
import { EVENT_MAILS } from "../mails/index.ts";
import { recipientsIn } from "./recipients.ts";
import { REPLICAS } from "./replicas.ts";

/** Every event notifications handles: what its replicas keep and what its mails need. */
export const CONSUMED_EVENTS: DescMessage[] = [
  ...new Map([...REPLICAS, ...EVENT_MAILS].map((part) => [part.event.typeName, part.event])).values(),
];

/**
 * One handler per event type (the inbox runs it once per event): the replicas first, then each
 * mail the event sends, written to the mails table in the same transaction under its dedupe key.
 * An event delivered again is a duplicate in the inbox; the same fact arriving as another event
 * meets its dedupe key.
 */
export function onMailEvents(consumer: EventConsumer, deps: NotificationsDeps): void {
  for (const schema of CONSUMED_EVENTS) {
    const replicas = REPLICAS.filter((part) => part.event.typeName === schema.typeName);
    const eventMails = EVENT_MAILS.filter((mail) => mail.event.typeName === schema.typeName);
    consumer.on(schema, async (event, tx) => {
      for (const part of replicas) await part.apply(event as never, tx);
      const context = { recipients: recipientsIn(tx), link: (path: string) => linkTo(deps, path) };
      for (const mail of eventMails) {
        for (const draft of await mail.compose(event as never, context)) {
          await enqueueMail(tx, mail.kind, draft, deps.now());
        }
      }
    });
  }
}
