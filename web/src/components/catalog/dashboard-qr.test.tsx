import { COUNTER_CARD_CALL_TO_ACTION } from "@highcotton/catalog/contract";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MyDispensary } from "../../graphql/catalog.ts";
import { QrPanel } from "./dashboard-qr.tsx";

const STORE_ID = "3e1f5c2a-9b7d-4c11-8e2f-6a5b4c3d2e1f";

const store = (origin: string) =>
  ({
    id: STORE_ID,
    name: "Café Olé",
    qrCodeUrl: `/files/qr/${STORE_ID}.png`,
    storeUrl: `${origin}/store/${STORE_ID}`,
    viewCount: 3,
  }) as MyDispensary;

afterEach(cleanup);

describe("the dashboard's QR panel", () => {
  it("warns that a localhost store QR opens for nobody else", () => {
    render(<QrPanel store={store("http://localhost:3000")} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Development Mode")).toBeTruthy();
    expect(alert.textContent).toContain(`http://localhost:3000/store/${STORE_ID}`);
  });

  it("shows no warning when the store's address is published", () => {
    render(<QrPanel store={store("https://shop.highcotton.example")} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers the counter card as a PNG and a PDF, named after the store", () => {
    render(<QrPanel store={store("https://shop.highcotton.example")} />);
    const card = screen.getByRole("region", { name: "Counter card" });
    expect(card.textContent).toContain(COUNTER_CARD_CALL_TO_ACTION);
    const png = within(card).getByRole("link", { name: "PNG" });
    const pdf = within(card).getByRole("link", { name: "PDF" });
    expect(png.getAttribute("href")).toBe(`/api/dispensaries/${STORE_ID}/counter-card.png`);
    expect(png.getAttribute("download")).toBe("highcotton-cafe-ole-counter-card.png");
    expect(pdf.getAttribute("href")).toBe(`/api/dispensaries/${STORE_ID}/counter-card.pdf`);
    expect(pdf.getAttribute("download")).toBe("highcotton-cafe-ole-counter-card.pdf");
  });
});
