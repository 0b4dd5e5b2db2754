import { type ReactNode, useId, useRef } from "react";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";

/**
 * A design shown large (its full mockup) with what to do about it, over the page. Escape, the
 * backdrop and the close button close it; focus moves to the close button and comes back to what
 * opened it.
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
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeButton}
      gutter="p-4 sm:p-8"
      className="grid max-w-4xl overflow-hidden md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
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
      <DialogCloseButton
        ref={closeButton}
        onClose={onClose}
        className="top-3 right-3 bg-ink/70 text-cream-100 hover:bg-ink hover:text-cream-50"
      />
    </Dialog>
  );
}
