import { useSearchParams } from "react-router-dom";
import { cn } from "../../lib/cn.ts";

/**
 * How a store page orders its designs, kept in the URL (?sort=) so a shared or reloaded link shows
 * the same order. "featured" is the store's own order (its first designs, then the monthly ones)
 * and leaves the URL bare.
 */
export const DESIGN_SORTS = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "liked", label: "Most liked" },
] as const;
export type DesignSort = (typeof DESIGN_SORTS)[number]["value"];

interface Sortable {
  createdAt: string;
  reactions: { hearts: number; thumbsUp: number };
}

const likes = (design: Sortable) => design.reactions.hearts + design.reactions.thumbsUp;

/** The designs in the chosen order; ties keep the store's order (Array.prototype.sort is stable). */
export function sortDesigns<D extends Sortable>(designs: readonly D[], sort: DesignSort): D[] {
  const sorted = [...designs];
  if (sort === "newest") sorted.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  if (sort === "liked") sorted.sort((a, b) => likes(b) - likes(a));
  return sorted;
}

/** The sort the URL asks for; anything unknown reads as the store's own order. */
export function useDesignSort(): [DesignSort, (sort: DesignSort) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("sort");
  const sort = DESIGN_SORTS.find((option) => option.value === asked)?.value ?? "featured";
  const choose = (next: DesignSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "featured") updated.delete("sort");
        else updated.set("sort", next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sort, choose];
}

/** The sort choices as a row of toggle buttons: three short words fit a phone's width. */
export function DesignSortControl({
  sort,
  onSort,
  className,
}: {
  sort: DesignSort;
  onSort: (sort: DesignSort) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex min-w-0 items-center gap-2", className)}>
      <legend className="sr-only">Sort designs</legend>
      <span aria-hidden="true" className="text-xs font-semibold tracking-wider text-cream-100/55 uppercase max-[380px]:hidden">
        Sort
      </span>
      <div className="flex rounded-full border border-cream-100/12 bg-ink/40 p-1">
        {DESIGN_SORTS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={sort === option.value}
            onClick={() => onSort(option.value)}
            className={cn(
              "min-h-9 rounded-full px-3 text-xs font-semibold whitespace-nowrap transition-colors sm:px-4 sm:text-sm",
              sort === option.value ? "bg-leaf-400 text-ink" : "text-cream-100/70 hover:text-cream-50",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
