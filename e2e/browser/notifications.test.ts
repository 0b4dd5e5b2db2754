import { labels, messages } from "@highcotton/notifications/contract";
import { beforeAll, describe, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { browserUnavailable, snap, useBrowserJourney } from "../support/browser.ts";
import { placePaidOrder, sellableDesign } from "../support/orders.ts";
import { eventually } from "../support/poll.ts";

// Mail in a real Chromium on the system as `npm start` runs it (the local mailbox): the order's
// confirmation read at /mailbox leads to its receipt, and "Find my order" mails the links.

const unavailable = browserUnavailable();

describe.skipIf(unavailable)(`mail journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney({ ageVerified: true });
  let email: string;

  beforeAll(async () => {
    const api = apiClient(journey.system.url);
    const designId = await sellableDesign(api);
    email = `${uniqueName("reader")}@example.com`;
    await placePaidOrder(api, designId, email);
    await eventually(
      async () => ((await api.get(`/api/dev/mailbox?to=${email}`)).body?.length > 0 ? true : undefined),
      60_000,
      "the confirmation in the mailbox",
    );
  }, 820_000);

  it("a shopper opens the confirmation in the mailbox and follows its receipt link", async () => {
    const { page } = journey;
    await page.goto("/mailbox");
    const mail = page.getByRole("list", { name: "Mails" }).getByRole("button").filter({ hasText: email }).first();
    await mail.click();
    await page.getByRole("heading", { name: "Your High Cotton order is confirmed" }).waitFor();
    await snap(page, "mailbox");
    await page.getByRole("region", { name: "Text part" }).getByRole("link").first().click();
    await page.waitForURL("**/orders/*");
    await page.getByRole("heading", { name: "Your Order" }).waitFor();
  });

  it("a shopper on another browser asks for the links with Find my order and reads them in the mailbox", async () => {
    const { page } = journey;
    await page.goto("/orders");
    await page.getByRole("link", { name: labels.findMyOrder }).first().click();
    await page.waitForURL("**/orders/lookup");
    await page.getByLabel(labels.email).fill(email);
    await page.getByRole("button", { name: labels.sendLinks }).click();
    await page.getByText(messages.lookupAccepted).waitFor();
    await eventually(
      async () => {
        await page.goto("/mailbox");
        await page.getByRole("list", { name: "Mails" }).waitFor();
        const links = page
          .getByRole("list", { name: "Mails" })
          .getByRole("button")
          .filter({ hasText: email })
          .filter({ hasText: "order links" });
        return (await links.count()) > 0 ? links.first() : undefined;
      },
      60_000,
      "the order links in the mailbox",
    ).then((links) => links.click());
    await page.getByRole("region", { name: "Text part" }).getByRole("link").first().click();
    await page.getByRole("heading", { name: "Your Order" }).waitFor();
  });
});
