import { labels, messages } from "@highcotton/notifications/contract";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { MailboxPage } from "./mailbox.tsx";
import { OrderLookupPage } from "./order-lookup.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/orders/lookup", () => {
  it("checks the email, sends it lower-cased, and shows the server's answer", async () => {
    const calls = stubGraphql(() => ({
      data: { lookUpOrders: { __typename: "OrderLookupAnswer", message: messages.lookupAccepted } },
    }));
    renderPage("/orders/lookup", <OrderLookupPage />);
    const email = screen.getByLabelText(labels.email);
    fireEvent.change(email, { target: { value: "jo@" } });
    fireEvent.click(screen.getByRole("button", { name: labels.sendLinks }));
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(calls("LookUpMyOrders")).toHaveLength(0);

    fireEvent.change(email, { target: { value: " Jo@Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: labels.sendLinks }));
    expect(await screen.findByText(messages.lookupAccepted)).toBeTruthy();
    const [sent] = calls("LookUpMyOrders");
    expect(requestBody(sent)).toMatchObject({ variables: { input: { email: "jo@example.com" } } });
  });

  it("shows the limit's message when there were too many lookups", async () => {
    stubGraphql(() => graphError(messages.tooManyLookups, "TOO_MANY_REQUESTS"));
    renderPage("/orders/lookup", <OrderLookupPage />);
    fireEvent.change(screen.getByLabelText(labels.email), { target: { value: "jo@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: labels.sendLinks }));
    expect(await screen.findByText(messages.tooManyLookups)).toBeTruthy();
  });
});

describe("/mailbox", () => {
  const mail = (id: string, subject: string, text: string) => ({
    __typename: "DevMail",
    id,
    to: "jo@example.com",
    subject,
    text,
    html: `<p>${subject}</p>`,
    sentAt: "2026-03-01T12:00:00.000Z",
  });

  it("lists the mails as the server orders them and opens one with its links", async () => {
    stubGraphql(() => ({
      data: {
        devMailbox: [
          mail("m2", "Your High Cotton order has shipped", "Shipped."),
          mail("m1", "Your High Cotton order is confirmed", "Your receipt:\nhttps://shop.example/orders/tok\n"),
        ],
      },
    }));
    renderPage("/mailbox", <MailboxPage />);
    const list = await screen.findByRole("list", { name: "Mails" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining("has shipped"),
      expect.stringContaining("is confirmed"),
    ]);
    fireEvent.click(buttons[1]!);
    const link = await screen.findByRole("link", { name: "https://shop.example/orders/tok" });
    expect(link.getAttribute("href")).toBe("https://shop.example/orders/tok");
    expect(screen.getByTitle("Your High Cotton order is confirmed (HTML)").getAttribute("sandbox")).toBe("");
  });

  it("is the not-found page where the server has no mailbox", async () => {
    stubGraphql(() => graphError(messages.mailboxNotFound, "NOT_FOUND"));
    renderPage("/mailbox", <MailboxPage />);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});
