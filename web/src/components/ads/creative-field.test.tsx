import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CreativeField } from "./creative-field.tsx";

function PosterField() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <CreativeField
      id="ad-poster"
      kind="poster"
      label="Poster image"
      hint="JPEG, PNG or WebP, up to 8 MB."
      file={file}
      onChange={setFile}
    />
  );
}

describe("an ad upload's file field", () => {
  afterEach(cleanup);

  it("keeps the focus in the field when the chosen file is removed", () => {
    render(<PosterField />);
    const input = screen.getByLabelText(/^Poster image/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "poster.png", { type: "image/png" })] } });
    const remove = screen.getByRole("button", { name: "Remove poster image" });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole("button", { name: "Remove poster image" })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
