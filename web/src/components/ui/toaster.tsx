import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Link } from "react-router-dom";
import { cn } from "../../lib/cn.ts";
import { dismissToast, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToasts } from "./toast-store.ts";

/** Renders the toast raised with `toast(...)`. Mounted once, at the root of the app. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = "default", open, action }) => {
        const destructive = variant === "destructive";
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            type={destructive ? "foreground" : "background"}
            data-variant={variant}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-2xl shadow-black/50",
              "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
              "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out",
              destructive ? "border-ember-400/50 bg-[#2a0d0f] text-cream-50" : "border-leaf-400/30 bg-forest-800 text-cream-50",
            )}
          >
            <Icon className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-ember-300" : "text-leaf-300")} aria-hidden="true" />
            <div className="grid gap-1">
              {title ? <ToastPrimitive.Title className="text-sm font-bold">{title}</ToastPrimitive.Title> : null}
              {description ? (
                <ToastPrimitive.Description className="text-sm text-cream-100/80">{description}</ToastPrimitive.Description>
              ) : null}
              {action ? (
                <ToastPrimitive.Action altText={action.label} asChild>
                  <Link
                    to={action.to}
                    className="mt-1 w-fit rounded-full border border-cream-100/25 px-3 py-1 text-xs font-bold text-cream-50 transition-colors hover:border-leaf-300 hover:text-leaf-200"
                  >
                    {action.label}
                  </Link>
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className="absolute top-3 right-3 grid size-7 cursor-pointer place-items-center rounded-full text-cream-100/60 transition-colors hover:bg-cream-100/10 hover:text-cream-50"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* At the foot of the screen on every width: on a phone the top is the navigation bar. The
          strip between toasts lets taps through to the page (only the toasts take them). */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full max-w-[420px] list-none flex-col-reverse gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none" />
    </ToastPrimitive.Provider>
  );
}
