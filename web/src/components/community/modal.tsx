import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn.ts";

/**
 * A dialog over the page (the profile and post forms). Escape, the backdrop and the close button
 * close it; focus moves to its first field and returns to what opened it.
 */
export function Modal({
  title,
  description,
  children,
  onClose,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onClose: () => void;
  className?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>("input, textarea, select, button:not([data-close])");
    (first ?? panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close.current();
      if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-3 sm:p-8">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 cursor-default bg-ink/85 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          "relative w-full max-w-lg animate-rise rounded-3xl border border-cream-100/12 bg-forest-900 p-5 shadow-2xl shadow-black/60 outline-none sm:p-8",
          className,
        )}
      >
        <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight text-cream-50 uppercase">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-2 text-sm text-cream-100/65">
            {description}
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
        <button
          type="button"
          data-close
          onClick={onClose}
          aria-label="Close"
          className="absolute top-4 right-4 grid size-10 cursor-pointer place-items-center rounded-full text-cream-100/70 transition-colors hover:bg-cream-100/10 hover:text-cream-50"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>,
    document.body,
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's own controls instead of into the page behind it. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!panel.contains(active) || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
