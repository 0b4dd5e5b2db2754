import type { LucideIcon } from "lucide-react";

export interface Perk {
  icon: LucideIcon;
  text: string;
}

/** The icon-and-line list of what a partner gets, beside a signup form. */
export function PerkList({ perks }: { perks: readonly Perk[] }) {
  return (
    <ul className="mt-8 grid gap-4">
      {perks.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-3 text-cream-100/80">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-cream-100/8 text-leaf-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}
