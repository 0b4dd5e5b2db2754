import { messages } from "@highcotton/catalog/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import { BrandKitPanel } from "./brand-kit-panel.tsx";
import { OwnerDesignGrid } from "./owner-design-grid.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = userWithRole("dispensary");
const design = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: "Design",
  id,
  name: `Cotton Club ${id}`,
  thumbnailUrl: `/objects/${id}-thumb.webp`,
  frontImageUrl: `/objects/${id}-front.webp`,
  hidden: false,
  replacedById: null,
  regenerating: false,
  ...overrides,
});
const ownerDesigns = (
  designs: unknown[],
  regenerationsLeft = 3,
  brandKit = { colors: ["#2e7d32"], slogans: ["Stay lifted"], logoUrl: null },
) => ({
  data: {
    myDispensary: {
      __typename: "Dispensary",
      id: "store-1",
      regenerationsLeft,
      brandKit: { __typename: "BrandKit", ...brandKit },
      ownerDesigns: designs,
    },
  },
});
const variablesOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)).variables;

describe("the dashboard's designs", () => {
  it("shows the allowance, marks hidden designs and hides or shows a design", async () => {
    const calls = stubGraphql((operation, variables) =>
      operation === "SetDesignHiddenFromDashboard"
        ? { data: { setDesignHidden: design("d1", { hidden: (variables.input as { hidden: boolean }).hidden }) } }
        : ownerDesigns([design("d1"), design("d2", { hidden: true })]),
    );
    renderPage("/dashboard", <OwnerDesignGrid storeName="Cotton Club" pending={0} designCount={2} />, { user: owner });
    await screen.findByText(messages.regenerationsLeft(3));
    const hidden = screen.getByAltText("Cotton Club d2").closest("li") as HTMLElement;
    within(hidden).getByText("Hidden");
    within(hidden).getByRole("button", { name: /Show/ });
    const shown = screen.getByAltText("Cotton Club d1").closest("li") as HTMLElement;
    expect(within(shown).queryByText("Hidden")).toBeNull();

    fireEvent.click(within(shown).getByRole("button", { name: /^Hide/ }));
    await waitFor(() => expect(calls("SetDesignHiddenFromDashboard")).toHaveLength(1));
    expect(variablesOf(calls("SetDesignHiddenFromDashboard")[0])).toEqual({ input: { designId: "d1", hidden: true } });
    await within(shown).findByText("Hidden");
  });

  it("regenerates a design, and offers no regeneration once the month's are used", async () => {
    let asked = false;
    const calls = stubGraphql((operation) => {
      if (operation !== "RegenerateDesignFromDashboard") {
        return ownerDesigns(
          [design("d1", { regenerating: asked }), design("d0", { hidden: true, replacedById: "d1" })],
          asked ? 0 : 1,
        );
      }
      asked = true;
      return { data: { regenerateDesign: { regenerationsLeft: 0, design: design("d1", { regenerating: true }) } } };
    });
    renderPage("/dashboard", <OwnerDesignGrid storeName="Cotton Club" pending={0} designCount={2} />, { user: owner });
    const card = (await screen.findByAltText("Cotton Club d1")).closest("li") as HTMLElement;
    const replaced = screen.getByAltText("Cotton Club d0").closest("li") as HTMLElement;
    within(replaced).getByText("Replaced");
    expect(within(replaced).queryByRole("button", { name: /Regenerate/ })).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: /Regenerate/ }));
    await waitFor(() => expect(calls("RegenerateDesignFromDashboard")).toHaveLength(1));
    expect(variablesOf(calls("RegenerateDesignFromDashboard")[0])).toEqual({ designId: "d1" });
    await within(card).findByText("Regenerating…");
    await screen.findByText(messages.regenerationsLeft(0));
  });

  it("disables Regenerate when none are left this month", async () => {
    stubGraphql(() => ownerDesigns([design("d1")], 0));
    renderPage("/dashboard", <OwnerDesignGrid storeName="Cotton Club" pending={0} designCount={2} />, { user: owner });
    await screen.findByText(messages.regenerationsLeft(0));
    expect(screen.getByRole("button", { name: /Regenerate/ }).hasAttribute("disabled")).toBe(true);
  });
});

describe("the dashboard's brand kit", () => {
  it("refuses a slogan the printer cannot print with the contract's message, and saves a valid kit", async () => {
    const calls = stubGraphql((operation, variables) =>
      operation === "SaveBrandKitFromDashboard"
        ? { data: { saveBrandKit: { __typename: "BrandKit", ...(variables.input as object), logoUrl: null } } }
        : ownerDesigns([]),
    );
    renderPage("/dashboard", <BrandKitPanel storeId="store-1" />, { user: owner });
    const second = await screen.findByLabelText(/Slogan 2/);
    expect((screen.getByLabelText(/Slogan 1/) as HTMLInputElement).value).toBe("Stay lifted");
    fireEvent.change(second, { target: { value: "<b>lifted</b>" } });
    fireEvent.click(screen.getByRole("button", { name: "Save brand kit" }));
    await screen.findByText(messages.sloganCharacters);
    expect(calls("SaveBrandKitFromDashboard")).toHaveLength(0);

    fireEvent.change(second, { target: { value: "Since 2014!" } });
    fireEvent.click(screen.getByRole("button", { name: "Add colour" }));
    fireEvent.click(screen.getByRole("button", { name: "Save brand kit" }));
    await waitFor(() => expect(calls("SaveBrandKitFromDashboard")).toHaveLength(1));
    expect(variablesOf(calls("SaveBrandKitFromDashboard")[0])).toEqual({
      input: { dispensaryId: "store-1", colors: ["#2e7d32", "#4caf50"], slogans: ["Stay lifted", "Since 2014!"] },
    });
  });

  it("refuses a logo over the size limit before uploading it", async () => {
    const calls = stubGraphql(() => ownerDesigns([]));
    const { container } = renderPage("/dashboard", <BrandKitPanel storeId="store-1" />, { user: owner });
    await screen.findByText("Upload logo");
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(3 * 1024 * 1024)], "logo.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    await screen.findByText(messages.logoTooLarge);
    expect(calls("UploadBrandLogoFromDashboard")).toHaveLength(0);
  });
});
