import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentTitle, HOME_TITLE, useDocumentTitle } from "./document-title.ts";

describe("document titles", () => {
  it("puts the page's name before the brand", () => {
    expect(documentTitle("Marketplace")).toBe("Marketplace · High Cotton");
    expect(documentTitle("  Greenleaf Dispensary ")).toBe("Greenleaf Dispensary · High Cotton");
  });

  it("falls back to the home title without a name", () => {
    expect(documentTitle(null)).toBe(HOME_TITLE);
    expect(documentTitle("   ")).toBe(HOME_TITLE);
  });

  it("sets document.title and follows changes", () => {
    const { rerender } = renderHook(({ page }: { page: string | null }) => useDocumentTitle(page), {
      initialProps: { page: "Store" as string | null },
    });
    expect(document.title).toBe("Store · High Cotton");
    rerender({ page: "Greenleaf Dispensary" });
    expect(document.title).toBe("Greenleaf Dispensary · High Cotton");
  });
});
