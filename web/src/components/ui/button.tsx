import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-leaf-400 text-ink shadow-[0_10px_30px_-12px_var(--color-leaf-400)] hover:bg-leaf-300 active:bg-leaf-500",
  secondary: "bg-cream-100 text-ink hover:bg-cream-50 active:bg-cream-200",
  outline:
    "border border-cream-100/25 bg-transparent text-cream-50 hover:border-leaf-300 hover:bg-leaf-400/10 hover:text-leaf-200",
  ghost: "bg-transparent text-cream-100 hover:bg-cream-100/8 hover:text-cream-50",
  destructive: "bg-ember-500 text-white hover:bg-ember-400",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
  icon: "size-10",
};

/** Class names of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 rounded-full font-semibold tracking-tight whitespace-nowrap transition-[background-color,border-color,color,transform,box-shadow] duration-150 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4.5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
