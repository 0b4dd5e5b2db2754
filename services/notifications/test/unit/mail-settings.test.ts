import { describe, expect, it } from "vitest";
import { checkMailSettings, mailSettingMessages, notificationsSettings } from "../../src/settings.ts";

const check = (env: Record<string, string>, NODE_ENV: string) => () =>
  checkMailSettings(notificationsSettings.parse(env), { NODE_ENV, MAIL_TO_MAILBOX: env.MAIL_TO_MAILBOX === "true" });

describe("where mails go", () => {
  it("refuses, in production, a local mailbox nobody reads unless MAIL_TO_MAILBOX=true asks for it", () => {
    expect(check({}, "production")).toThrow(mailSettingMessages.smtpMissing);
    expect(check({ MAIL_TO_MAILBOX: "true" }, "production")).not.toThrow();
    expect(check({ SMTP_URL: "smtp://mail.example:587" }, "production")).not.toThrow();
    expect(check({}, "development")).not.toThrow();
  });
});
