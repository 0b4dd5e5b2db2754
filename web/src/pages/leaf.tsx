import { Leaf } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { cn } from "../lib/cn.ts";

/** SPEC §9: the splash fades out over 500 ms. */
export const SPLASH_FADE_MS = 500;

/** SPEC §2 /leaf: black splash with a leaf; a click fades it out, then goes to /landing. */
export function LeafPage() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const leave = () => {
    if (leaving) return;
    setLeaving(true);
    timer.current = setTimeout(() => navigate("/landing"), SPLASH_FADE_MS);
  };

  return (
    <button
      type="button"
      onClick={leave}
      aria-label="Tap to enter High Cotton"
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
      className={cn(
        "group fixed inset-0 flex cursor-pointer flex-col items-center justify-center gap-6 bg-black transition-opacity ease-out",
        leaving ? "opacity-0" : "opacity-100",
      )}
    >
      <Leaf
        className="size-28 text-leaf-400 drop-shadow-[0_0_40px_rgba(79,216,132,0.45)] transition-transform duration-500 group-hover:scale-105 sm:size-36"
        strokeWidth={1.5}
        aria-hidden="true"
      />
      <span className="text-xs font-semibold tracking-[0.4em] text-cream-100/60 uppercase">Tap to enter</span>
    </button>
  );
}
