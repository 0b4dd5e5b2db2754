import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { store } from "../../test/community-fixtures.ts";
import { renderPage, stubGraphql } from "../../test/render-page.tsx";
import { matchStores, StorePicker } from "./store-picker.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stores = [store("s1", "Green Cross"), store("s2", "Greenleaf", "Boulder"), store("s3", "Cotton Club", "Austin", "TX")];

describe("the post form's store picker", () => {
  it("matches name, city or state, case-insensitively", () => {
    expect(matchStores(stores, " GREEN ").map((s) => s.id)).toEqual(["s1", "s2"]);
    expect(matchStores(stores, "boulder").map((s) => s.id)).toEqual(["s2"]);
    expect(matchStores(stores, "tx").map((s) => s.id)).toEqual(["s3"]);
    expect(matchStores(stores, "")).toHaveLength(3);
  });

  it("picks a store with the arrow keys and Enter", async () => {
    stubGraphql(() => ({ data: { dispensaries: stores } }));
    const onChange = vi.fn();
    renderPage("/society", <StorePicker id="picker" value={null} onChange={onChange} />);
    const input = screen.getByRole("combobox");
    await screen.findByPlaceholderText("Search stores by name or city");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "green" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Green CrossDenver, CO", "GreenleafBoulder, CO"]);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("Greenleaf");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: "s2", name: "Greenleaf" }));
  });

  it("says when no store matches", async () => {
    stubGraphql(() => ({ data: { dispensaries: stores } }));
    renderPage("/society", <StorePicker id="picker" value={null} onChange={() => {}} />);
    await screen.findByPlaceholderText("Search stores by name or city");
    const input = screen.getByRole("combobox");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "nowhere" } });
    screen.getByText("No stores match");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });
});
