import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateDesignPage } from "../../pages/create-design.tsx";
import { graphError } from "../../test/commerce-fixtures.ts";
import { renderPage, stubGraphql } from "../../test/render-page.tsx";
import { type PromptReading, PromptReadingPanel } from "./design-preview-panel.tsx";
import { PREVIEW_DELAY_MS } from "./use-design-preview.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// As the server answers it, __typename included (the generated type leaves nested ones out).
const reading = (overrides: Partial<PromptReading> = {}): PromptReading =>
  ({
    __typename: "CustomDesignReading",
    subjects: [{ __typename: "CustomDesignSubject", word: "bear", drawnAs: "bear icon" }],
    relations: [{ __typename: "CustomDesignRelation", subject: "bear", relation: "holding", object: "joint" }],
    style: "line art",
    inks: [{ __typename: "CustomDesignColor", name: "forest green", hex: "#228b22" }],
    shirt: { __typename: "CustomDesignColor", name: "cream", hex: "#fffdd0" },
    text: "STAY LIFTED",
    noText: false,
    notUnderstood: [],
    brief: "A bear holding a joint, with the words STAY LIFTED.",
    ...overrides,
  }) as PromptReading;

const previewAnswer = (prompt: string) => ({
  data: {
    customDesignPreview: {
      __typename: "CustomDesignPreview",
      reading: reading({ brief: `Brief of ${prompt}` }),
      imageDataUrl: "data:image/webp;base64,UklGRg==",
      madeBy: "ENGINE",
    },
  },
});

/** The value shown in the reading's row labelled `label`. */
const row = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("PromptReadingPanel", () => {
  it("names each subject with what draws it, the relation, style, inks, shirt and the exact words", () => {
    render(<PromptReadingPanel reading={reading()} />);
    expect(row("Subjects").textContent).toBe("bear drawn as bear icon");
    expect(row("Relation").textContent).toBe("bear holding joint");
    expect(row("Style").textContent).toBe("line art");
    expect(row("Inks").textContent).toBe("forest green");
    expect(row("Shirt").textContent).toBe("cream");
    expect(within(row("Words to print")).getByText("STAY LIFTED").tagName).toBe("Q");
    expect(screen.queryByText(/Not understood/)).toBeNull();
  });

  it("says No text when there are no words or the description asked for none, and lists what it did not understand", () => {
    render(<PromptReadingPanel reading={reading({ text: null, notUnderstood: ["groovy", "vibes"] })} />);
    expect(row("Words to print").textContent).toBe("No text");
    expect(screen.getByText(/Not understood/).parentElement?.textContent).toContain("Not understood: groovy, vibes");
    cleanup();
    render(
      <PromptReadingPanel reading={reading({ text: "SHOULD NOT SHOW", noText: true, subjects: [], inks: [], shirt: null })} />,
    );
    expect(row("Words to print").textContent).toBe("No text");
    expect(row("Subjects").textContent).toBe("None the engine can draw");
    expect(row("Shirt").textContent).toBe("Not named");
  });
});

describe("/create-design previews", () => {
  it("previews once typing pauses, only the last description, then creates the design on request", async () => {
    const calls = stubGraphql((op, variables) =>
      op === "CustomDesignPreview" ? previewAnswer(String(variables.prompt)) : { data: null },
    );
    renderPage("/create-design", <CreateDesignPage />);
    const box = screen.getByLabelText("Describe your design");
    fireEvent.change(box, { target: { value: "a be" } });
    fireEvent.change(box, { target: { value: 'a bear, "STAY LIFTED"' } });
    const words = await screen.findByText("STAY LIFTED", {}, { timeout: PREVIEW_DELAY_MS + 2000 });
    expect(words.closest("[aria-live='polite']")).not.toBeNull();
    expect(calls("CustomDesignPreview").map(([, init]) => JSON.parse(String(init.body)).variables)).toEqual([
      { prompt: 'a bear, "STAY LIFTED"' },
    ]);
    expect((screen.getByAltText("Preview of your design") as HTMLImageElement).src).toBe("data:image/webp;base64,UklGRg==");
    expect(calls("GenerateCustomDesign")).toHaveLength(0);
  });

  it("previews at once with the Preview button, and shows a refusal in the panel", async () => {
    const calls = stubGraphql((op) =>
      op === "CustomDesignPreview" ? graphError(catalogMessages.descriptionRefused, "BAD_USER_INPUT") : { data: null },
    );
    renderPage("/create-design", <CreateDesignPage />);
    const preview = screen.getByRole("button", { name: "Preview" }) as HTMLButtonElement;
    expect(preview.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Describe your design"), { target: { value: "something unprintable" } });
    fireEvent.click(preview);
    await screen.findByText(catalogMessages.descriptionRefused);
    await waitFor(() => expect(calls("CustomDesignPreview")).toHaveLength(1));
  });
});
