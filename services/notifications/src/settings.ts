import { z } from "zod";

export const notificationsSettings = z.object({
  SMTP_URL: z
    .url()
    .optional()
    .describe(
      "SMTP server mails are sent through (smtp://user:password@host:587 or smtps://…). Unset: mails go to the local mailbox, readable at /mailbox in development.",
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default("High Cotton <orders@highcotton.local>")
    .describe('The From of every mail, as "Name <address>"; use an address the SMTP server may send for.'),
  MAIL_SEND_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(5)
    .describe("How many mails the sender sends at once (SMTP connections kept open)."),
});

export type NotificationsSettings = z.infer<typeof notificationsSettings>;

export const mailSettingMessages = {
  smtpMissing:
    "SMTP_URL must be set in production: mails would otherwise stay in a local mailbox nobody can read there (set MAIL_TO_MAILBOX=true if that is what you want)",
} as const;

/** Refuses, in production, a mail path that would lose every mail without a word. */
export function checkMailSettings(settings: NotificationsSettings, config: { NODE_ENV: string; MAIL_TO_MAILBOX: boolean }): void {
  if (config.NODE_ENV === "production" && !settings.SMTP_URL && !config.MAIL_TO_MAILBOX) {
    throw new Error(mailSettingMessages.smtpMissing);
  }
}
