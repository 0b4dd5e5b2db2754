import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { formatMoney } from "../../lib/money.ts";
import { shirtColorLabel } from "../../lib/shirt-colors.ts";

/** The id of a lead's heading, so its buttons and links can say which order they act on. */
export const leadHeadingId = (orderId: string) => `lead-${orderId}`;

/** One lead, as a card named by its heading. */
export function LeadCard({ orderId, highlight, children }: { orderId: string; highlight?: boolean; children: ReactNode }) {
  return (
    <article
      aria-labelledby={leadHeadingId(orderId)}
      className={cn(
        "flex h-full flex-col gap-5 rounded-3xl border bg-forest-900/70 p-5 shadow-[0_30px_80px_-40px_rgba(0,0,0,0.8)] backdrop-blur-sm sm:p-6",
        highlight ? "border-leaf-400/45" : "border-cream-100/10",
      )}
    >
      {children}
    </article>
  );
}

/** 'Order #ABCD1234' and when something happened to it. */
export function LeadHeading({
  orderId,
  shortId,
  when,
  aside,
}: {
  orderId: string;
  shortId: string;
  when: string;
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
      <div className="min-w-0">
        <h3 id={leadHeadingId(orderId)} className="font-display text-2xl text-cream-50 uppercase">
          Order <span className="font-mono text-xl tracking-wider">#{shortId}</span>
        </h3>
        <p className="text-xs text-cream-100/50">{when}</p>
      </div>
      {aside}
    </div>
  );
}

export interface LeadShirt {
  designId: string;
  designName: string;
  frontImageUrl: string;
  size: string;
  color: string;
  quantity: number;
}

/** A lead's shirts: the mockup, the design, the shirt colour and size, and how many. `extra` adds to a line (a download). */
export function LeadShirts<Item extends LeadShirt>({
  items,
  extra,
}: {
  items: readonly Item[];
  extra?: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label="Shirts">
      {items.map((item, index) => (
        <li key={`${item.designId}-${item.size}-${item.color}`} className="flex items-center gap-3">
          <span className="relative shrink-0">
            <img
              src={item.frontImageUrl}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              className="size-14 rounded-xl bg-forest-950 object-cover"
            />
            <span
              className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-cream-100 px-1 text-[0.7rem] font-bold text-ink"
              aria-hidden="true"
            >
              {item.quantity}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-cream-50" title={item.designName}>
              {item.designName}
            </span>
            <span className="block text-xs text-cream-100/60">
              {shirtColorLabel(item.color)} · {item.size} · {item.quantity} {item.quantity === 1 ? "shirt" : "shirts"}
            </span>
          </span>
          {extra ? extra(item, index) : null}
        </li>
      ))}
    </ul>
  );
}

/** What the merchant earns for a lead, in gold. */
export function LeadEarnings({ amount, shirts }: { amount: string; shirts: number }) {
  return (
    <p className="grid">
      <span className="text-[0.7rem] font-bold tracking-[0.15em] text-cream-100/55 uppercase">You earn</span>
      <span className="font-display text-3xl text-gold-400">{formatMoney(amount)}</span>
      <span className="text-xs text-cream-100/50">
        for {shirts} {shirts === 1 ? "shirt" : "shirts"}
      </span>
    </p>
  );
}

/** One of the dashboard's lists: its title, how many, and the leads (or what an empty list means). */
export function LeadSection({
  icon: Icon,
  label,
  title,
  count,
  intro,
  empty,
  children,
  className,
}: {
  icon: LucideIcon;
  /** The list's name (SPEC's): the section's accessible name. */
  label: string;
  /** The heading shown, when it says more than the label. */
  title?: string;
  count: number;
  intro?: ReactNode;
  empty: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn("grid gap-5", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            {title ? <p className="text-xs font-bold tracking-[0.2em] text-leaf-300 uppercase">{label}</p> : null}
            <h2 className="font-display text-2xl text-cream-50 uppercase sm:text-3xl">{title ?? label}</h2>
          </div>
        </div>
        <p
          className="rounded-full border border-cream-100/15 px-3 py-1 text-xs font-semibold text-cream-100/70"
          aria-live="polite"
        >
          {count} {count === 1 ? "order" : "orders"}
        </p>
      </div>
      {intro}
      {count === 0 ? (
        <p className="rounded-3xl border border-dashed border-cream-100/15 bg-ink/30 px-5 py-8 text-center text-sm text-cream-100/60 sm:px-8">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
