import { OPERATOR_PAGE_DEFAULT } from "@highcotton/form-fields";
import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PanelTitle } from "../catalog/panel-title.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** Rows a console list asks for at once: the server's default page. */
export const CONSOLE_PAGE_SIZE = OPERATOR_PAGE_DEFAULT;

/**
 * One list of the operator console: its title with the total, the table (or `empty` when there is
 * nothing to do), and a pager when the list is longer than a page. `offset` is the first row shown.
 */
export function ConsoleList({
  icon,
  title,
  total,
  offset,
  onOffset,
  empty,
  children,
}: {
  icon: LucideIcon;
  title: string;
  total: number;
  offset: number;
  onOffset: (offset: number) => void;
  empty: string;
  children: ReactNode;
}) {
  const shownTo = Math.min(offset + CONSOLE_PAGE_SIZE, total);
  return (
    <Card className="p-5 sm:p-7">
      <PanelTitle
        icon={icon}
        aside={<span className="text-sm font-semibold text-cream-100/60 tabular-nums">{total} in all</span>}
      >
        {title}
      </PanelTitle>
      {total === 0 ? (
        <p className="mt-5 rounded-2xl border border-dashed border-cream-100/15 bg-ink/30 p-4 text-sm text-cream-100/60">
          {empty}
        </p>
      ) : (
        <div className="mt-5 overflow-x-auto">{children}</div>
      )}
      {total > CONSOLE_PAGE_SIZE ? (
        <nav aria-label={`${title} pages`} className="mt-4 flex items-center justify-end gap-3 text-sm text-cream-100/70">
          <span className="tabular-nums">
            {offset + 1}–{shownTo} of {total}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous page"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - CONSOLE_PAGE_SIZE))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next page"
            disabled={shownTo >= total}
            onClick={() => onOffset(offset + CONSOLE_PAGE_SIZE)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}

/** A console table's header row. */
export function ConsoleHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="text-xs text-cream-100/50">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-4 font-semibold whitespace-nowrap">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The classes of a console table and its cells. */
export const consoleTable = "w-full min-w-[40rem] text-left text-sm";
export const consoleRow = "border-t border-cream-100/8 align-top";
export const consoleCell = "py-2.5 pr-4 text-cream-100/80";
export const consoleMoneyCell = "py-2.5 pr-4 font-semibold text-cream-50 tabular-nums whitespace-nowrap";
