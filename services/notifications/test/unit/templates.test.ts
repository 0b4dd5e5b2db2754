import { describe, expect, it } from "vitest";
import type { MailContent } from "../../src/domain/mail-content.ts";
import { renderAdvertiserApproved } from "../../src/mails/advertiser-approved.mail.ts";
import { renderAdvertiserRejected } from "../../src/mails/advertiser-rejected.mail.ts";
import { renderLeadDigest } from "../../src/mails/lead-digest.template.ts";
import { renderMerchantPayoutCompleted } from "../../src/mails/merchant-payout-completed.mail.ts";
import { renderOrderConfirmation } from "../../src/mails/order-confirmation.mail.ts";
import { renderOrderLinks } from "../../src/mails/order-links.template.ts";
import { renderOrderRefunded } from "../../src/mails/order-refunded.mail.ts";
import { renderOrderShipped } from "../../src/mails/order-shipped.mail.ts";
import { renderPayoutCompleted } from "../../src/mails/payout-completed.mail.ts";
import { renderStoreFeePaid } from "../../src/mails/store-fee-paid.mail.ts";
import { renderStoreFeeRenewalFailed } from "../../src/mails/store-fee-renewal-failed.mail.ts";

const HOSTILE = `<script>alert("x")</script> & 'friends'`;
const URL_WITH_QUERY = 'https://shop.example/orders/abc?x=1&y="2"';

/** Every template, filled with user data that would break HTML if it were not escaped. */
const TEMPLATES: Record<string, MailContent> = {
  "order confirmation": renderOrderConfirmation({
    customerName: HOSTILE,
    shirts: 1,
    totalCents: 2500,
    receiptUrl: URL_WITH_QUERY,
  }),
  "order shipped": renderOrderShipped({
    customerName: HOSTILE,
    receiptUrl: URL_WITH_QUERY,
    tracking: { carrier: HOSTILE, trackingNumber: "1Z<999>", trackingUrl: URL_WITH_QUERY },
  }),
  "order refunded": renderOrderRefunded({ customerName: HOSTILE, amountCents: 2500, receiptUrl: URL_WITH_QUERY }),
  "payout completed": renderPayoutCompleted({
    storeName: HOSTILE,
    amountCents: 100,
    reference: HOSTILE,
    dashboardUrl: URL_WITH_QUERY,
  }),
  "merchant payout completed": renderMerchantPayoutCompleted({
    amountCents: 1600,
    reference: HOSTILE,
    dashboardUrl: URL_WITH_QUERY,
  }),
  "store fee paid": renderStoreFeePaid({
    storeName: HOSTILE,
    amountCents: 10000,
    kind: "sign_on",
    renewsOn: "2027-11-27",
    dashboardUrl: URL_WITH_QUERY,
  }),
  "store fee renewal failed": renderStoreFeeRenewalFailed({
    storeName: HOSTILE,
    amountCents: 4000,
    reason: HOSTILE,
    dashboardUrl: URL_WITH_QUERY,
  }),
  "advertiser approved": renderAdvertiserApproved({ monthlyFeeCents: 5000, dashboardUrl: URL_WITH_QUERY }),
  "advertiser rejected": renderAdvertiserRejected({ companyName: HOSTILE, reason: HOSTILE, applyUrl: URL_WITH_QUERY }),
  "lead digest": renderLeadDigest({
    businessName: HOSTILE,
    state: "CO",
    leads: [{ shippingCity: HOSTILE, shippingState: "CO", shirts: 1, earningsCents: 1600 }],
    dashboardUrl: URL_WITH_QUERY,
  }),
  "order links": renderOrderLinks([{ placedAt: new Date("2026-03-01T12:00:00Z"), totalCents: 2500, receiptUrl: URL_WITH_QUERY }]),
};

describe.each(Object.entries(TEMPLATES))("the %s mail", (_name, mail) => {
  it("has a subject, a plain-text part and an HTML part", () => {
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.trim().length).toBeGreaterThan(0);
    // The text part is text: no markup of the template's own (user data may hold anything).
    expect(mail.text.replaceAll(HOSTILE, "")).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text).toMatch(/High Cotton\n$/);
  });

  it("escapes user data in the HTML and keeps it as typed in the text", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain('"2"');
    expect(mail.html).toContain("https://shop.example/orders/abc?x=1&amp;y=&quot;2&quot;");
    if (mail.text.includes("alert")) {
      expect(mail.text).toContain(HOSTILE);
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;");
    }
  });
});

describe("the order shipped mail", () => {
  it("shows the parcel's tracking when the merchant gave it", () => {
    const mail = renderOrderShipped({
      customerName: "Jo",
      receiptUrl: "https://shop.example/orders/t",
      tracking: { carrier: "UPS", trackingNumber: "1Z999", trackingUrl: "https://ups.example/1Z999" },
    });
    expect(mail.text).toContain("Carrier: UPS\nTracking number: 1Z999");
    expect(mail.text).toContain("Track it: https://ups.example/1Z999");
    expect(mail.html).toContain('<a href="https://ups.example/1Z999">Track your parcel</a>');
  });

  it("leaves tracking out when there is none", () => {
    const mail = renderOrderShipped({ customerName: "Jo", receiptUrl: "https://shop.example/orders/t" });
    expect(mail.text).not.toContain("Carrier");
    expect(mail.text).not.toContain("Track");
    expect(mail.html).not.toContain("Track your parcel");
  });
});

describe("the lead digest", () => {
  it("counts its leads in the subject", () => {
    const lead = { shippingCity: "Denver", shippingState: "CO", shirts: 2, earningsCents: 3200 };
    expect(renderLeadDigest({ businessName: "M", state: "CO", leads: [lead], dashboardUrl: "https://x.example" }).subject).toBe(
      "1 new lead in CO",
    );
    expect(
      renderLeadDigest({ businessName: "M", state: "CO", leads: [lead, lead], dashboardUrl: "https://x.example" }).subject,
    ).toBe("2 new leads in CO");
  });
});
