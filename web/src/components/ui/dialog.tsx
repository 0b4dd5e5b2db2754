import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn.ts";

/**
 * The shell of a dialog over the page: a dimmed backdrop, the page behind held still, Escape and
 * the backdrop close it, Tab goes round its own controls, focus moves in on open (to
 * `initialFocus`, else its first field) and returns to what opened it on close. The panel's
 * contents and look are the caller's, as is `gutter`, the space kept round it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  className,
  gutter = "p-3 sm:p-8",
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  gutter?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const focusTarget = useRef(initialFocus);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      focusTarget.current?.current ??
      panel.current?.querySelector<HTMLElement>("input, textarea, select, button:not([data-close])");
    (first ?? panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      // A control inside that handles Escape itself (an open menu) prevents it, keeping the dialog.
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
    <div className={cn("fixed inset-0 z-50 grid place-items-center overflow-y-auto", gutter)}>
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
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cn(
          "relative w-full animate-rise rounded-3xl border border-cream-100/12 bg-forest-900 shadow-2xl shadow-black/60 outline-none",
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A dialog's round close button in its top-right corner; `className` places and colours it. */
export function DialogCloseButton({
  onClose,
  className,
  ref,
}: {
  onClose: () => void;
  className: string;
  ref?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      data-close
      onClick={onClose}
      aria-label="Close"
      className={cn("absolute grid size-10 cursor-pointer place-items-center rounded-full transition-colors", className)}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
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
