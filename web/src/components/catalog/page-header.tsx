import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Container } from "../container.tsx";

export interface PageHeaderProps {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Right of the title on wide screens, under it on phones. */
  actions?: ReactNode;
  /** Classes for the actions' wrapper (e.g. hiding them on phones). */
  actionsClassName?: string;
  /** A way back, above the eyebrow. */
  back?: ReactNode;
  /** Extra content under the intro (badges, meta). */
  children?: ReactNode;
  className?: string;
}

/** The band at the top of the catalog pages: eyebrow, display title, intro. */
export function PageHeader({ eyebrow, title, intro, actions, actionsClassName, back, children, className }: PageHeaderProps) {
  return (
    <section className={cn("border-b border-cream-100/8 bg-glow", className)}>
      <Container className="flex flex-col gap-6 py-10 sm:py-14 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 animate-rise">
          {back ? <div className="mb-6">{back}</div> : null}
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-display text-5xl leading-[0.95] break-words text-cream-50 uppercase text-balance sm:text-6xl">
            {title}
          </h1>
          {intro ? <p className="mt-4 max-w-2xl text-lg text-cream-100/70">{intro}</p> : null}
          {children}
        </div>
        {actions ? <div className={cn("flex shrink-0 flex-wrap gap-3", actionsClassName)}>{actions}</div> : null}
      </Container>
    </section>
  );
}
