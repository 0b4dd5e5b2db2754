/**
 * SPEC §2 /states: a state's stores can be searched (name, city, address) and sorted (name or
 * city). The marketplace searches the same way and lists stores with designs first.
 */
export interface SearchableStore {
  name: string;
  city: string;
  address: string;
}

export type StoreSort = "name" | "city";

export const STORE_SORT_OPTIONS: ReadonlyArray<{ value: StoreSort; label: string }> = [
  { value: "name", label: "Sort by name" },
  { value: "city", label: "Sort by city" },
];

export function isStoreSort(value: string | null | undefined): value is StoreSort {
  return value === "name" || value === "city";
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The stores whose name, city or address contains the query, case-insensitively (surrounding
 * spaces ignored; a blank query keeps every store), sorted by name or by city (then name).
 * Returns a new array; the input is not changed.
 */
export function searchAndSortStores<T extends SearchableStore>(stores: readonly T[], query: string, sort: StoreSort): T[] {
  return searchStores(stores, query).sort((a, b) =>
    sort === "city" ? collator.compare(a.city, b.city) || collator.compare(a.name, b.name) : collator.compare(a.name, b.name),
  );
}

/** The stores whose name, city or address contains the query, case-insensitively, in their order. */
export function searchStores<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...stores];
  return stores.filter((store) =>
    [store.name, store.city, store.address].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The marketplace's order: stores that have designs to show before stores still waiting for
 * theirs, otherwise as the server listed them (newest first). Returns a new array.
 */
export function withDesignsFirst<T extends { designCount: number }>(stores: readonly T[]): T[] {
  return [...stores.filter((store) => store.designCount > 0), ...stores.filter((store) => store.designCount <= 0)];
}
