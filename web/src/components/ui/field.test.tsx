import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type FormEvent, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field.tsx";
import { useFocusFirstError } from "./focus-first-error.ts";
import { Input } from "./input.tsx";
import { PasswordInput } from "./password-input.tsx";
import { Textarea } from "./textarea.tsx";

afterEach(cleanup);

function Form() {
  const [errors, setErrors] = useState<{ name?: string; secret?: string; note?: string }>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ secret: "Secret is required", note: "Note is required" });
    focusFirstError();
  };
  return (
    <form ref={formRef} onSubmit={submit}>
      <Field id="name" label="Name" hint="As on your card." error={errors.name}>
        <Input />
      </Field>
      <Field id="secret" label="Secret" error={errors.secret}>
        <PasswordInput />
      </Field>
      <Field id="note" label="Note" error={errors.note}>
        <Textarea />
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe("a field", () => {
  it("ties its control to its label and hint, and to its error once there is one, read out politely", async () => {
    render(<Form />);
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-describedby")).toBe("name-hint");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    // The live region is there before any error, so the message is announced when it arrives.
    const secretError = document.getElementById("secret-error");
    expect(secretError?.getAttribute("aria-live")).toBe("polite");
    expect(secretError?.textContent).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const secret = screen.getByLabelText("Secret");
    await waitFor(() => expect(secret.getAttribute("aria-invalid")).toBe("true"));
    expect(secret.getAttribute("aria-describedby")).toBe("secret-error");
    expect(secretError?.textContent).toBe("Secret is required");
    expect(screen.getByLabelText("Note").getAttribute("aria-describedby")).toBe("note-error");
    // A failed send puts the cursor in the first field in error.
    await waitFor(() => expect(document.activeElement).toBe(secret));
  });
});
