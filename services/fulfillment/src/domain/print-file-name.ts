import { fileNameSlug } from "@highcotton/form-fields";

/** Design and colour slugs already made: a dashboard's list names the same few designs again and again. */
const slugs = new Map<string, string>();
const SLUGS_KEPT = 2_000;

function designAndColourOf(designName: string, color: string): string {
  const key = `${designName}\u0000${color}`;
  let slug = slugs.get(key);
  if (slug === undefined) {
    slug = `${fileNameSlug(designName) || "design"}-${fileNameSlug(color) || "black"}`;
    if (slugs.size >= SLUGS_KEPT) slugs.clear();
    slugs.set(key, slug);
  }
  return slug;
}

/**
 * What a print merchant's download of a line's print file is called: the order, the design, the
 * shirt colour and size, so a folder of downloads tells the press what goes on which shirt
 * (`order-1a2b3c4d-mile-high-seal-tee-heather-grey-L.png`).
 */
export function printFileNameOf(line: { orderId: string; designName: string; color: string; size: string }): string {
  const order = line.orderId.replaceAll("-", "").slice(0, 8).toLowerCase();
  return `order-${order}-${designAndColourOf(line.designName, line.color)}-${line.size.replace(/[^A-Za-z0-9]/g, "")}.png`;
}
