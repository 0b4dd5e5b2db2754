import type { DescMessage, MessageShape } from "@bufbuild/protobuf";
import type { ReceivedEvent } from "@highcotton/kit";
import type { MailContent } from "../domain/mail-content.ts";

/** What notifications knows of an order (from OrderPlaced). */
export interface KnownOrder {
  orderId: string;
  receiptPath: string;
  customerEmail: string;
  customerName: string;
  shirts: number;
  totalCents: number;
}

/** Who a mail goes to, read from the replicas in the transaction handling the event. */
export interface Recipients {
  order(orderId: string): Promise<KnownOrder | null>;
  accountEmail(userId: string): Promise<string | null>;
  /** A store's owner's email and the store's name. */
  storeOwner(dispensaryId: string): Promise<{ email: string; storeName: string } | null>;
}

export interface MailContext {
  recipients: Recipients;
  /** An absolute link under the marketplace's public origin. */
  link(path: string): string;
}

/** One mail to write to the outbox of mails, keyed so that it is written once. */
export interface MailDraft {
  /** Names what the mail is about: the same event, or the same fact, makes the same key. */
  dedupeKey: string;
  to: string;
  content: MailContent;
}

/**
 * A mail sent when an event arrives. Adding one is a file in this folder exporting one of these
 * (the template beside it) and its line in `index.ts`: the service consumes the event from then on.
 */
export interface EventMail<D extends DescMessage = DescMessage> {
  /** Names the template (the mails' `kind`). */
  kind: string;
  event: D;
  /** The mails the event makes: none when the recipient is unknown. */
  compose(event: ReceivedEvent<MessageShape<D>>, context: MailContext): Promise<MailDraft[]>;
}

export const defineMail = <D extends DescMessage>(mail: EventMail<D>): EventMail<D> => mail;

export const isNonEmptyString = (value: unknown): value is string => typeof value === "string" && value.length > 0;
