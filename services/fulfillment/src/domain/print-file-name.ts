/** Lower-case words joined by hyphens, ASCII only: safe in any file system and download header. */
const slugOf = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");

/**
 * What a print merchant's download of a line's print file is called: the order, the design, the
 * shirt colour and size, so a folder of downloads tells the press what goes on which shirt
 * (`order-1a2b3c4d-mile-high-seal-tee-heather-grey-L.png`).
 */
export function printFileNameOf(line: { orderId: string; designName: string; color: string; size: string }): string {
  const order = line.orderId.replaceAll("-", "").slice(0, 8).toLowerCase();
  const parts = [
    "order",
    order,
    slugOf(line.designName) || "design",
    slugOf(line.color) || "black",
    line.size.replace(/[^A-Za-z0-9]/g, ""),
  ];
  return `${parts.join("-")}.png`;
}
