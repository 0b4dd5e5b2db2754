import { optionalText, text, VISIBLE } from "@highcotton/form-fields";
import { z } from "zod";
import { ONE_LINE } from "./fields.ts";
import { COMPANY_NAME_MAX, EMAIL_MAX, PHONE_MAX, REJECTION_REASON_MAX, WEBSITE_MAX } from "./limits.ts";
import { labels, messages } from "./messages.ts";
import { PLAN_VALUES } from "./plans.ts";

/**
 * A website a click may lead to: an http(s) URL with a host and no user name or password (which
 * would dress another site up as the advertiser's). Kept as typed when the browser would read it
 * the same, else in the URL's own encoding, so it is always a safe redirect target.
 */
function readWebsite(text: string): string | null {
  if (text.length > WEBSITE_MAX || !ONE_LINE.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  if (url.username || url.password) return null;
  // The URL adds a "/" to a bare address; "https://budbrand.example" stays as the advertiser typed it.
  return url.href === text || url.href === `${text}/` ? text : url.href;
}

/**
 * SPEC §5's advertiser form, checked in the order the page shows its fields: company name (1 to
 * 100 characters), contact email, phone (optional, at most 30 characters), website (an http(s)
 * URL, or empty for none), and one of the four plans. Text fields hold no NUL or control characters.
 */
export const applicationFormSchema = z.object({
  companyName: text(labels.companyName, {
    max: COMPANY_NAME_MAX,
    required: messages.companyNameRequired,
    tooLong: messages.companyNameTooLong,
  })
    .regex(ONE_LINE, `${labels.companyName} must not contain control characters`)
    .refine((name) => VISIBLE.test(name), messages.companyNameRequired),
  contactEmail: text(labels.contactEmail, {
    max: EMAIL_MAX,
    required: messages.validEmailRequired,
    tooLong: messages.validEmailRequired,
  })
    .toLowerCase()
    .pipe(z.email(messages.validEmailRequired)),
  contactPhone: optionalText("Phone", { max: PHONE_MAX, tooLong: messages.phoneInvalid }).refine(
    (phone) => phone === null || ONE_LINE.test(phone),
    "Phone must not contain control characters",
  ),
  website: optionalText("Website", { max: WEBSITE_MAX, tooLong: messages.validUrlRequired }).transform((text, context) => {
    if (text === null) return null;
    const website = readWebsite(text);
    if (website === null) context.addIssue({ code: "custom", message: messages.validUrlRequired });
    return website;
  }),
  plan: z.enum(PLAN_VALUES, messages.planRequired),
});

export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** An operator's rejection: a reason the applicant will read. */
export const rejectionSchema = z.object({
  reason: text("Reason", {
    max: REJECTION_REASON_MAX,
    required: messages.rejectionReasonRequired,
    tooLong: messages.rejectionReasonTooLong,
  }),
});
