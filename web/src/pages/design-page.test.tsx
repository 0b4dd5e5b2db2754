import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { SHIRT_COLORS, shirtColorLabel } from "../lib/shirt-colors.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { DesignPage } from "./design.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
});

const design = {
  __typename: "Design",
  id: "d1",
  name: "The Green Room Gold Tarot",
  dispensaryId: "s1",
  storeName: "The Green Room",
  isCustom: false,
  artworkUrl: "/media/d1-artwork.webp",
  frontImageUrl: "/media/d1.webp",
  shirtColor: null,
  reactions: { __typename: "DesignReactions", hearts: 3, thumbsUp: 1, mine: [] },
};

const open = () => renderPage("/design/d1", <DesignPage />, { routePath: "/design/:id" });

describe("/design/:id", () => {
  it("draws the shirt in the colour picked, names the store, and shows the size chart and the print", async () => {
    stubGraphql((op) => (op === "ProductDesign" ? { data: { design } } : { data: null }));
    open();
    await screen.findByRole("heading", { level: 1, name: "Gold Tarot" });
    expect(document.title).toBe("Gold Tarot — The Green Room · High Cotton");
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      "http://localhost:3000/media/d1.webp",
    );
    expect(screen.getAllByRole("link", { name: "The Green Room" })[0]?.getAttribute("href")).toBe("/store/s1");

    const colors = screen.getByRole("group", { name: /Color/ });
    expect(
      within(colors)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(SHIRT_COLORS.map((color) => color.label));
    const shirt = screen.getByRole("img", { name: "The Green Room Gold Tarot on a black tee" });
    expect(shirt.querySelector("image")?.getAttribute("href")).toBe("/media/d1-artwork.webp?w=480");
    fireEvent.click(within(colors).getByRole("radio", { name: shirtColorLabel("white") }));
    screen.getByRole("img", { name: "The Green Room Gold Tarot on a white tee" });
    fireEvent.click(screen.getByRole("button", { name: "Show on heather grey" }));
    expect((within(colors).getByRole("radio", { name: shirtColorLabel("heather-grey") }) as HTMLInputElement).checked).toBe(true);

    const chart = screen.getByRole("table");
    expect(
      within(chart)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["SizeChest widthBody length", "S18″28″", "M20″29″", "L22″30″", "XL24″31″", "2XL26″32″", "3XL28″33″"]);
    expect(screen.getByRole("img", { name: /the artwork printed on the front/ }).getAttribute("src")).toBe(
      "/media/d1-artwork.webp",
    );
  });

  it("opens a design drawn for a cream shirt on the natural tee", async () => {
    const custom = { ...design, dispensaryId: null, storeName: null, isCustom: true, shirtColor: "#f3ead6" };
    stubGraphql((op) => (op === "ProductDesign" ? { data: { design: custom } } : { data: null }));
    open();
    expect(((await screen.findByRole("radio", { name: "Natural" })) as HTMLInputElement).checked).toBe(true);
  });

  it("adds the colour, size and quantity picked to the cart", async () => {
    const calls = stubGraphql((op) => {
      if (op === "ProductDesign") return { data: { design } };
      if (op === "AddToCart") {
        return {
          data: { addToCart: { __typename: "CartItem", id: "line-1", designId: "d1", size: "L", color: "white", quantity: 2 } },
        };
      }
      return { data: null };
    });
    open();
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("radio", { name: shirtColorLabel("white") }));
    fireEvent.click(screen.getByRole("radio", { name: "L" }));
    fireEvent.click(screen.getByRole("button", { name: "One more" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await screen.findByText("Added to Cart");
    screen.getByText("2 × The Green Room Gold Tarot (White, size L) is in your cart.");
    expect(requestBody(calls("AddToCart")[0]).variables.input).toMatchObject({
      designId: "d1",
      size: "L",
      color: "white",
      quantity: 2,
    });
  });

  it("says so for a design that does not exist", async () => {
    stubGraphql((op) => (op === "ProductDesign" ? { data: { design: null } } : { data: null }));
    open();
    await screen.findByRole("heading", { level: 1, name: "Design Not Found" });
    expect(screen.getByRole("link", { name: /Browse the marketplace/ }).getAttribute("href")).toBe("/marketplace");
  });
});
