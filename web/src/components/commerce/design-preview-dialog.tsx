import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

/**
 * A design shown large (its full mockup) with what to do about it, over the page. Escape, the
 * backdrop and the close button close it; focus moves in and comes back to what opened it.
 */
export function DesignPreviewDialog({
  title,
  imageUrl,
  children,
  onClose,
}: {
  title: string;
  imageUrl: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4 sm:p-8">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 cursor-default bg-ink/85 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative grid w-full max-w-4xl animate-rise overflow-hidden rounded-3xl border border-cream-100/12 bg-forest-900 shadow-2xl shadow-black/60 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="bg-[radial-gradient(circle_at_50%_35%,var(--color-forest-700),var(--color-forest-950)_75%)]">
          <img src={imageUrl} alt={title} width={600} height={600} className="aspect-square w-full object-contain" />
        </div>
        <div className="flex flex-col gap-5 p-5 sm:p-8">
          <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight break-words text-cream-50 uppercase">
            {title}
          </h2>
          {children}
        </div>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-full bg-ink/70 text-cream-100 transition-colors hover:bg-ink hover:text-cream-50"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
