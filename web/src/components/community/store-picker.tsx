import { useQuery } from "@apollo/client/react";
import { MapPin, Store, X } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { COMMUNITY_STORES_QUERY, type CommunityStore } from "../../graphql/community.ts";
import { cn } from "../../lib/cn.ts";
import { Input } from "../ui/input.tsx";

/** How many matching stores the list shows at once; typing narrows it. */
const SHOWN = 8;

/** The stores whose name, city or state contains the query (case-insensitive), in the list's order. */
export function matchStores(stores: readonly CommunityStore[], query: string): CommunityStore[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...stores];
  return stores.filter((store) =>
    [store.name, store.city, store.state].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The post form's dispensary: a searchable list of High Cotton's stores (a combobox). The chosen
 * store shows as a chip with a button to clear it.
 */
export function StorePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CommunityStore | null;
  onChange: (store: CommunityStore | null) => void;
}) {
  const { data, loading, error } = useQuery(COMMUNITY_STORES_QUERY);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const stores = data?.dispensaries ?? [];
  const matches = useMemo(() => matchStores(stores, query).slice(0, SHOWN), [stores, query]);
  const expanded = open && !loading && !error;

  if (value) {
    return (
      <div className="flex h-12 items-center justify-between gap-3 rounded-xl border border-leaf-400/40 bg-leaf-400/10 px-4">
        <span className="flex min-w-0 items-center gap-2 text-sm text-cream-50">
          <Store className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
          <span className="truncate">
            <span className="font-semibold">{value.name}</span>
            <span className="text-cream-100/60">
              {" "}
              · {value.city}, {value.state}
            </span>
          </span>
        </span>
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label="Clear dispensary"
          className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  }

  const choose = (store: CommunityStore | undefined) => {
    if (!store) return;
    onChange(store);
    setQuery("");
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && expanded) {
      // Enter picks the highlighted store instead of sending the form.
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={loading ? "Loading stores..." : error ? "Stores could not be loaded" : "Search stores by name or city"}
        autoComplete="off"
      />
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Stores"
          className="absolute inset-x-0 top-full z-10 mt-1.5 max-h-72 overflow-y-auto rounded-2xl border border-cream-100/12 bg-forest-900 p-1.5 shadow-2xl shadow-black/60"
        >
          {matches.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-cream-100/55">No stores match</p>
          ) : (
            matches.map((store, index) => (
              <div
                key={store.id}
                id={`${listId}-${store.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(store);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm",
                  index === active ? "bg-leaf-400/15 text-leaf-200" : "text-cream-50",
                )}
              >
                <span className="truncate font-semibold">{store.name}</span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-cream-100/60">
                  <MapPin className="size-3" aria-hidden="true" />
                  {store.city}, {store.state}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
