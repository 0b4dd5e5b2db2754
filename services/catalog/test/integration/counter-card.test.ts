import type { RunningService } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { expect, it } from "vitest";
import { COUNTER_CARD_DPI, COUNTER_CARD_PIXELS, COUNTER_CARD_POINTS } from "../../src/contract/index.ts";
import { catalogWithStorage } from "./catalog-with-storage.ts";

const PUBLIC_URL = "https://shop.highcotton.example";

const postgres = testDatabase("catalog_counter_card");

postgres.describe("counter cards", (open) => {
  const catalog = catalogWithStorage(open);

  async function storeWithCatalog() {
    const { service, storage } = await catalog.start({ PUBLIC_URL, PORT: "3000" });
    const store = await catalog.createStore(service, "Café Olé Cannabis Co.");
    return { running: service, storage, store };
  }

  /** Anyone's request for the card: no token, as the store page needs none. */
  async function counterCard(running: RunningService, id: string, format: "png" | "pdf") {
    const answer = await running.subgraph.execute(
      {
        query:
          "query ($id: ID!, $format: CounterCardFormat!) { dispensary(id: $id) { counterCard(format: $format) { fileName contentType data } } }",
        variables: { id, format },
      },
      {},
    );
    expect(answer.errors).toBeUndefined();
    const card = (answer.data as { dispensary: { counterCard: { fileName: string; contentType: string; data: string } } })
      .dispensary.counterCard;
    return { ...card, bytes: Buffer.from(card.data, "base64") };
  }

  it("draws a 4 x 6 in PNG at 300 DPI whose QR code opens the store page, named after the store", async () => {
    const { running, store } = await storeWithCatalog();
    const card = await counterCard(running, store.id, "png");
    expect(card.fileName).toBe("highcotton-cafe-ole-cannabis-co-counter-card.png");
    expect(card.contentType).toBe("image/png");

    const image = sharp(card.bytes);
    const meta = await image.metadata();
    expect(meta).toMatchObject({ format: "png", ...COUNTER_CARD_PIXELS, density: COUNTER_CARD_DPI });
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(code?.data).toBe(`${PUBLIC_URL}/store/${store.id}`);
    expect(store.storeUrl).toBe(code?.data);
  });

  it("makes a one-page 4 x 6 in PDF whose QR code is drawn as vector squares over the card's art", async () => {
    const { running, store } = await storeWithCatalog();
    const card = await counterCard(running, store.id, "pdf");
    expect(card.fileName).toBe("highcotton-cafe-ole-cannabis-co-counter-card.pdf");
    expect(card.contentType).toBe("application/pdf");
    expect(card.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const pdf = await PDFDocument.load(card.bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [page] = pdf.getPages();
    expect(page?.getSize()).toEqual(COUNTER_CARD_POINTS);
    // The art is one embedded image at the card's full 300 DPI size.
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    expect(images.map((image) => (image as PDFRawStream).dict.get(PDFName.of("Width"))?.toString())).toEqual([
      String(COUNTER_CARD_PIXELS.width),
    ]);
    // The code's dark modules are closed subpaths in the page's drawing: a hundred row runs and more.
    const contents = page?.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const drawing = streams
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
      .join("\n");
    expect(drawing.match(/^h$/gm)?.length ?? 0).toBeGreaterThan(100);
  });

  it("draws each card once and answers the kept file after that", async () => {
    const { running, storage, store } = await storeWithCatalog();
    const first = await counterCard(running, store.id, "pdf");
    const put = storage.put.bind(storage);
    let drawn = 0;
    storage.put = async (...args) => {
      drawn++;
      return put(...args);
    };
    const again = await counterCard(running, store.id, "pdf");
    expect(drawn).toBe(0);
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });
});
