import { testDatabase } from "@highcotton/kit/testing";
import QRCode from "qrcode";
import sharp from "sharp";
import { expect, it } from "vitest";
import { catalogWithStorage } from "./catalog-with-storage.ts";

/**
 * Whether a QR code PNG (as catalog makes them: `margin` quiet modules around the code) encodes
 * exactly `text`: its modules, sampled at their centres, must match a QR code of `text` at one of
 * the error-correction levels. No decoder needed, and a different text cannot match.
 */
async function qrEncodes(png: Buffer, text: string, margin = 2): Promise<boolean> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  for (const errorCorrectionLevel of ["L", "M", "Q", "H"] as const) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel });
    const scale = info.width / (modules.size + 2 * margin);
    let same = true;
    for (let row = 0; row < modules.size && same; row++) {
      for (let col = 0; col < modules.size && same; col++) {
        const x = Math.floor((col + margin + 0.5) * scale);
        const y = Math.floor((row + margin + 0.5) * scale);
        const dark = (data[y * info.width + x] ?? 255) < 128;
        same = dark === Boolean(modules.get(row, col));
      }
    }
    if (same) return true;
  }
  return false;
}

const postgres = testDatabase("catalog_qr");

postgres.describe("store QR codes", (open) => {
  const catalog = catalogWithStorage(open);

  it.each([
    [
      "PUBLIC_URL when it is set",
      { PUBLIC_URL: "https://shop.highcotton.example", PORT: "3000" },
      "https://shop.highcotton.example",
    ],
    ["http://localhost:PORT when PUBLIC_URL is not set", { PORT: "3123" }, "http://localhost:3123"],
  ])("encode %s, never the Host a request arrived with", async (_case, env, origin) => {
    const { service, storage } = await catalog.start(env);
    const store = await catalog.createStore(service, "Olive Branch", {
      host: "attacker.example",
      "x-forwarded-host": "attacker.example",
      origin: "https://attacker.example",
    });
    const storeUrl = `${origin}/store/${store.id}`;
    expect(store.storeUrl).toBe(storeUrl);

    await service.relay.drain(); // DispensaryCreated → catalog's consumer makes the QR code
    const qr = await storage.get(`qr/${store.id}.png`);
    expect(qr, "the QR code was made").toBeTruthy();
    const png = qr?.body as Buffer;
    expect(await qrEncodes(png, storeUrl)).toBe(true);
    expect(await qrEncodes(png, `https://attacker.example/store/${store.id}`)).toBe(false);
  });
});
