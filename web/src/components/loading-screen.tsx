import { Leaf } from "lucide-react";

/** SPEC §2: shown while the age decision or the signed-in user is being determined. */
export function LoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-ink bg-glow" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <Leaf className="size-10 animate-pulse text-leaf-400" aria-hidden="true" />
        <p className="text-sm font-semibold tracking-[0.3em] text-cream-100/70 uppercase">Loading...</p>
      </div>
    </div>
  );
}
