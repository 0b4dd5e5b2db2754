import { fileNameSlug } from "@highcotton/form-fields";

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
    fileNameSlug(line.designName) || "design",
    fileNameSlug(line.color) || "black",
    line.size.replace(/[^A-Za-z0-9]/g, ""),
  ];
  return `${parts.join("-")}.png`;
}
