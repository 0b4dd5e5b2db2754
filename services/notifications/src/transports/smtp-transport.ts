import nodemailer, { type Transporter } from "nodemailer";
import type { MailTransport, OutgoingMessage } from "../application/mail-transport.ts";

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The From header: "High Cotton <orders@example.com>". */
  from: string;
  /** Connections kept open to the server; the sender sends this many mails at once. */
  maxConnections: number;
}

/**
 * Sends through an SMTP server with nodemailer, over a small pool of connections. The Message-ID
 * is the mail's own (stable per mail), so a copy resent after a crash can be recognised; the
 * server's answer is kept as the mail's message id.
 */
export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpTransportOptions) {
    this.transporter = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: options.maxConnections,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(message: OutgoingMessage): Promise<{ messageId: string }> {
    const info = await this.transporter.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
    });
    return { messageId: info.messageId || message.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
