import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActiveLead } from "../../graphql/fulfillment.ts";
import { browserNavigation } from "../../lib/browser-navigation.ts";
import { activeLead } from "../../test/fulfillment-fixtures.ts";
import { ActiveOrders } from "./active-orders.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK = "Download print file: Design abcd1234-0000, Black, size L";
const HREF = "/media/print/abcd1234-0000.png?download=order-abcd1234-design-abcd1234-0000-black-L.png";

function showLead(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
  render(
    <ActiveOrders
      leads={[activeLead({ orderId: "abcd1234-0000" }) as unknown as ActiveLead]}
      isBusy={() => false}
      onFulfill={async () => null}
    />,
  );
  return { fetchMock, assign, link: screen.getByRole("link", { name: LINK }) };
}

describe("a print file's download", () => {
  it("says the file is still being drawn instead of downloading a failure, and downloads once it is there", async () => {
    let drawn = false;
    const { fetchMock, assign, link } = showLead(async () =>
      drawn ? new Response(null, { status: 200 }) : new Response(null, { status: 503, headers: { "retry-after": "5" } }),
    );
    fireEvent.click(link);
    await screen.findByText(catalogMessages.printFileBeingDrawn);
    expect(fetchMock).toHaveBeenCalledWith(HREF, { method: "HEAD" });
    expect(assign).not.toHaveBeenCalled();

    drawn = true;
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HREF));
    expect(screen.queryByText(catalogMessages.printFileBeingDrawn)).toBeNull();
  });

  it("downloads as a plain link would when the file cannot be asked about first", async () => {
    const { assign, link } = showLead(() => Promise.reject(new TypeError("Failed to fetch")));
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HREF));
  });
});
