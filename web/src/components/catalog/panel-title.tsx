import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A dashboard card's heading with its icon, and an optional action beside it. */
export function PanelTitle({ icon: Icon, children, aside }: { icon: LucideIcon; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="flex items-center gap-3 font-display text-2xl text-cream-50 uppercase sm:text-3xl">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {children}
      </h2>
      {aside}
    </div>
  );
}
