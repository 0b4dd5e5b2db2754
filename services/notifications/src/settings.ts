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
