import { Search } from "lucide-react";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

/** The store lists' search (SPEC §2: name, city, address; case-insensitive). */
export function StoreSearchBox({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        Search stores
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-cream-100/45"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search by name, city or address"
        className="pl-11"
        autoComplete="off"
      />
    </div>
  );
}

/** "3 stores", or '1 store matches "denver"' while searching. */
export function storeCountLabel(count: number, query: string): string {
  const trimmed = query.trim();
  if (trimmed) return `${count} ${count === 1 ? "store matches" : "stores match"} "${trimmed}"`;
  return `${count} ${count === 1 ? "store" : "stores"}`;
}
