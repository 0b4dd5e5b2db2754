import { createContext, useContext } from "react";

/** What a Field tells the control inside it: its id, whether it is in error, and what describes it. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

export const FieldContext = createContext<FieldControl | null>(null);

interface ControlAria {
  id?: string | undefined;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling" | undefined;
  "aria-describedby"?: string | undefined;
}

/**
 * A control's id, aria-invalid and aria-describedby: what the caller passed, else what the Field
 * around it says. So a control placed in a Field is tied to its label, hint and error by itself.
 */
export function useFieldAria<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid ? true : undefined),
    "aria-describedby": props["aria-describedby"] ?? field.describedBy,
  };
}
