/** A mail as a transport sends it. */
export interface OutgoingMessage {
  mailId: string;
  /** Stable per mail (from its dedupe key): a resend after a crash carries the same one. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one mail; throws when it could not (the sender tries again later). */
export interface MailTransport {
  readonly name: "local" | "smtp";
  send(message: OutgoingMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
