import { BRAND_MOTTO, BRAND_NAME } from "@highcotton/catalog/contract";
import { useEffect } from "react";

/** What the browser tab says on the home page (and in index.html before the app starts). */
export const HOME_TITLE = `${BRAND_NAME} — ${BRAND_MOTTO}`;

/** "Marketplace" → "Marketplace · High Cotton"; no page name → the home title. */
export function documentTitle(page?: string | null): string {
  const name = page?.trim();
  return name ? `${name} · ${BRAND_NAME}` : HOME_TITLE;
}

/** Every route names itself in the browser tab, history and bookmarks. */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
