import { describe, expect, it } from "vitest";
import { printFileNameOf } from "../../src/domain/print-file-name.ts";

const orderId = "1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d";

describe("what a print file is saved as", () => {
  it("names the order, the design, the shirt colour and the size", () => {
    expect(printFileNameOf({ orderId, designName: "Mile High Seal Tee", color: "heather-grey", size: "L" })).toBe(
      "order-1a2b3c4d-mile-high-seal-tee-heather-grey-L.png",
    );
    expect(printFileNameOf({ orderId, designName: "Mile High Seal Tee", color: "white", size: "2XL" })).toBe(
      "order-1a2b3c4d-mile-high-seal-tee-white-2XL.png",
    );
  });

  it("keeps only letters and digits of a design's name, whatever it holds", () => {
    expect(printFileNameOf({ orderId, designName: ' Café "Kush" / Næ ../..\u0000 ', color: "black", size: "M" })).toBe(
      "order-1a2b3c4d-cafe-kush-n-black-M.png",
    );
    expect(printFileNameOf({ orderId, designName: "🌿🌿", color: "black", size: "S" })).toBe("order-1a2b3c4d-design-black-S.png");
  });
});
