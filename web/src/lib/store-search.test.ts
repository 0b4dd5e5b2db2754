import { describe, expect, it } from "vitest";
import { isStoreSort, searchAndSortStores, searchStores, withDesignsFirst } from "./store-search.ts";

const stores = [
  { id: "1", name: "Green Room", city: "Denver", address: "12 Colfax Ave" },
  { id: "2", name: "blaze & co", city: "Boulder", address: "400 Pearl St" },
  { id: "3", name: "Apex Smoke", city: "Denver", address: "9 Market St" },
  { id: "4", name: "Mile High Leaf", city: "Aurora", address: "77 Green Way" },
];
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe("searchAndSortStores", () => {
  it("keeps every store for a blank query and sorts by name, ignoring case", () => {
    expect(ids(searchAndSortStores(stores, "", "name"))).toEqual(["3", "2", "1", "4"]);
    expect(ids(searchAndSortStores(stores, "   ", "name"))).toEqual(["3", "2", "1", "4"]);
  });

  it("sorts by city, then by name within a city", () => {
    expect(ids(searchAndSortStores(stores, "", "city"))).toEqual(["4", "2", "3", "1"]);
  });

  it("matches name, city or address case-insensitively", () => {
    expect(ids(searchAndSortStores(stores, "GREEN", "name"))).toEqual(["1", "4"]); // name and address
    expect(ids(searchAndSortStores(stores, "denver", "name"))).toEqual(["3", "1"]);
    expect(ids(searchAndSortStores(stores, "pearl", "name"))).toEqual(["2"]);
    expect(ids(searchAndSortStores(stores, "  market st ", "name"))).toEqual(["3"]);
  });

  it("returns nothing when nothing matches", () => {
    expect(searchAndSortStores(stores, "nowhere", "city")).toEqual([]);
  });

  it("does not change its input", () => {
    const copy = [...stores];
    searchAndSortStores(stores, "", "city");
    expect(stores).toEqual(copy);
  });

  it("recognises the two sorts", () => {
    expect(isStoreSort("name")).toBe(true);
    expect(isStoreSort("city")).toBe(true);
    expect(isStoreSort("state")).toBe(false);
    expect(isStoreSort(null)).toBe(false);
  });
});

describe("marketplace order", () => {
  it("searches like /states but keeps the server's order", () => {
    expect(ids(searchStores(stores, "GREEN"))).toEqual(["1", "4"]);
    expect(ids(searchStores(stores, " "))).toEqual(["1", "2", "3", "4"]);
  });

  it("lists stores with designs before stores without, each group in its order", () => {
    const listed = [
      { id: "new", designCount: 0 },
      { id: "a", designCount: 20 },
      { id: "empty", designCount: 0 },
      { id: "b", designCount: 4 },
    ];
    expect(ids(withDesignsFirst(listed))).toEqual(["a", "b", "new", "empty"]);
    expect(ids(listed)).toEqual(["new", "a", "empty", "b"]);
  });
});
