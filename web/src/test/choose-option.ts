import { fireEvent, screen } from "@testing-library/react";

// Radix's listbox scrolls the chosen option into view, which jsdom cannot do.
Element.prototype.scrollIntoView ??= () => {};

/** Opens the <Select> named `label` with the keyboard, as a person can, and picks the option matching `name`. */
export async function chooseOption(label: string, name: RegExp | string): Promise<void> {
  const trigger = await screen.findByRole("combobox", { name: label });
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name }));
}
