import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** The controls a form marks as wrong, in page order. */
const INVALID = '[aria-invalid="true"]:not([disabled])';

/** Focuses the first control under `root` marked aria-invalid; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const first = root?.querySelector<HTMLElement>(INVALID);
  if (!first) return false;
  first.focus();
  return true;
}

/**
 * After a failed submit, moves focus to the form's first field in error, once React has drawn the
 * errors (the caller sets them in the same handler, so they are not in the page yet). Give
 * `formRef` to the <form> and call `focusFirstError()` where the submit stops.
 */
export function useFocusFirstError(): { formRef: RefObject<HTMLFormElement | null>; focusFirstError: () => void } {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);
  const focusFirstError = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, focusFirstError };
}
