import { Leaf } from "lucide-react";
import { cn } from "../lib/cn.ts";

/**
 * SPEC §2: shown while the age decision or the signed-in user is being determined, and while a
 * page's code arrives. `inShell` fits it under the navigation bar instead of filling the screen.
 */
export function LoadingScreen({ inShell = false }: { inShell?: boolean }) {
  return (
    <div
      className={cn("grid place-items-center bg-glow", inShell ? "min-h-[60dvh]" : "min-h-dvh bg-ink")}
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-4">
        <Leaf className="size-10 animate-pulse text-leaf-400" aria-hidden="true" />
        <p className="text-sm font-semibold tracking-[0.3em] text-cream-100/70 uppercase">Loading...</p>
      </div>
    </div>
  );
}
