import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "rounded-3xl border border-cream-100/10 bg-forest-900/70 shadow-[0_30px_80px_-40px_rgba(0,0,0,0.8)] backdrop-blur-sm",
        className,
      )}
      {...props}
    />
  );
}
