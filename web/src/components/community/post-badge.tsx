import { cn } from "../../lib/cn.ts";

/** A post's brand or product, as a badge ('Brand: Wana'). */
export function PostBadge({ kind, text, className }: { kind: "Brand" | "Product"; text: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold",
        kind === "Brand" ? "border-leaf-400/35 bg-leaf-400/10 text-leaf-200" : "border-gold-400/35 bg-gold-400/10 text-gold-400",
        className,
      )}
    >
      <span className="font-bold tracking-wide uppercase opacity-70">{kind}</span>
      <span className="truncate">{text}</span>
    </span>
  );
}
