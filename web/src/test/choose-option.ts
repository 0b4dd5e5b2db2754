import { fireEvent, screen, waitFor } from "@testing-library/react";

// Radix's listbox scrolls the chosen option into view, which jsdom cannot do.
Element.prototype.scrollIntoView ??= () => {};

/**
 * Opens the <Select> named `label` with the keyboard, as a person can, and picks the option matching
 * `name`. Waits for the control to be enabled: while the listbox's code loads, a disabled stand-in
 * with the same name and role is shown.
 */
export async function chooseOption(label: string, name: RegExp | string): Promise<void> {
  const trigger = await waitFor(() => {
    const control = screen.getByRole("combobox", { name: label });
    if ((control as HTMLButtonElement).disabled) throw new Error(`${label} is still loading`);
    return control;
  });
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name }));
}
