/**
 * "Mile High Café & Co." → "mile-high-cafe-co": lower-case ASCII words joined by hyphens, at most
 * 60 characters, safe in any file system and download header. "" when nothing is left (callers
 * name their own fallback). Catalog's counter cards and fulfillment's print files both name their
 * downloads with it.
 */
export function fileNameSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
