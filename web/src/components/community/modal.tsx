import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";

/**
 * A titled dialog over the page (the profile and post forms, a photo). Escape, the backdrop and
 * the close button close it; focus moves to its first field and returns to what opened it.
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
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onClose={onClose}
      className={cn("max-w-lg p-5 sm:p-8", className)}
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
      <DialogCloseButton
        onClose={onClose}
        className="top-4 right-4 text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
      />
    </Dialog>
  );
}
