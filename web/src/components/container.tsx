import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn.ts";

/** The page width every section shares. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8", className)} {...props} />;
}
