import { LOOKUPS_PER_EMAIL, messages } from "@highcotton/notifications/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { placePaidOrder, sellableDesign } from "../support/orders.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Mail through /api on the system as `npm start` runs it (no SMTP server: the local mailbox): a
// paid order's confirmation reaches the development mailbox with its receipt link, "Find my
// order" mails the links (production has no mailbox: the notifications service's tests).

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

describe("mail on the shared system", () => {
  let system: RunningSystem;
  let api: ReturnType<typeof apiClient>;
  let designId: string;

  const mailboxOf = async (to: string): Promise<DevMail[]> => {
    const answer = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    system = await startSystem();
    api = apiClient(system.url);
    designId = await sellableDesign(api);
  }, 760_000);

  afterAll(() => system?.stop());

  const placeOrder = (email: string) => placePaidOrder(api, designId, email, "Mae <Shopper>");

  it("mails the shopper a confirmation with the receipt link, readable in the development mailbox", async () => {
    const email = `${uniqueName("mae")}@example.com`;
    const receiptPath = await placeOrder(email);
    const [confirmation, ...others] = await eventually(
      async () => {
        const mails = await mailboxOf(email.toUpperCase());
        return mails.length > 0 ? mails : undefined;
      },
      60_000,
      "the confirmation in the mailbox",
    );
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ to: email, subject: "Your High Cotton order is confirmed" });
    const receiptUrl = new URL(receiptPath, system.url).toString();
    expect(confirmation?.text).toContain(receiptUrl);
    expect(confirmation?.html).toContain(`href="${receiptUrl}"`);
    expect(confirmation?.html).toContain("Mae &lt;Shopper&gt;");
    const token = receiptPath.split("/").pop();
    expect((await api.get(`/api/orders/receipt/${token}`)).status).toBe(200);
  }, 120_000);

  it("answers a lookup with the same 202 whether or not the email has orders, and mails the links when it has", async () => {
    const email = `${uniqueName("lee")}@example.com`;
    const receiptPath = await placeOrder(email);
    // Notifications hears of the order through the bus: once its confirmation is out, it knows it.
    await eventually(async () => ((await mailboxOf(email)).length > 0 ? true : undefined), 60_000, "the confirmation");
    const known = await api.post("/api/orders/lookup", { email: ` ${email.toUpperCase()} ` });
    const unknown = await api.post("/api/orders/lookup", { email: `${uniqueName("nobody")}@example.com` });
    expect(known).toMatchObject({ status: 202, body: { message: messages.lookupAccepted } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const links = await eventually(
      async () => (await mailboxOf(email)).find((mail) => mail.subject === "Your High Cotton order links"),
      60_000,
      "the order links in the mailbox",
    );
    expect(links.text).toContain(new URL(receiptPath, system.url).toString());
    expect(await api.post("/api/orders/lookup", { email: "nope" })).toMatchObject({
      status: 400,
      body: { message: messages.emailInvalid },
    });
  }, 120_000);

  it("limits lookups for one email with 429 and Retry-After", async () => {
    const email = `${uniqueName("walk")}@example.com`;
    for (let index = 0; index < LOOKUPS_PER_EMAIL.max; index++) {
      expect((await api.post("/api/orders/lookup", { email })).status).toBe(202);
    }
    const refused = await api.post("/api/orders/lookup", { email });
    expect(refused).toMatchObject({ status: 429, body: { message: messages.tooManyLookups } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
