import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldAria } from "./field-context.ts";
import { controlClasses } from "./input.tsx";

/** A password with a show/hide button; inside a Field it is tied to the field's label, hint and error. */
export function PasswordInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? "text" : "password"} className={cn(controlClasses, "pr-12", className)} {...useFieldAria(props)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="absolute inset-y-0 right-1.5 my-auto grid size-9 cursor-pointer place-items-center rounded-lg text-cream-100/50 transition-colors hover:bg-cream-100/8 hover:text-cream-50"
      >
        {visible ? <EyeOff className="size-4.5" aria-hidden="true" /> : <Eye className="size-4.5" aria-hidden="true" />}
      </button>
    </div>
  );
}
