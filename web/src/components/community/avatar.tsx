import { cn } from "../../lib/cn.ts";

const sizes = { sm: "size-8 text-xs", md: "size-11 text-base", lg: "size-16 text-2xl" } as const;

/** A member's picture, or the first letter of their name on a leaf-green disc. */
export function Avatar({
  name,
  url,
  size = "md",
  className,
}: {
  name: string | null | undefined;
  url?: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const initial = (name ?? "").trim().charAt(0).toUpperCase() || "?";
  return url ? (
    <img
      src={url}
      alt=""
      className={cn("shrink-0 rounded-full border border-cream-100/15 object-cover", sizes[size], className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full border border-leaf-400/30 bg-leaf-400/15 font-display text-leaf-200",
        sizes[size],
        className,
      )}
    >
      {initial}
    </span>
  );
}
