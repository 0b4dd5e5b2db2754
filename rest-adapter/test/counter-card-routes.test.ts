import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { describe, expect, it } from "vitest";
import { useStandInGateway } from "./support/stand-in-gateway.ts";

// The counter card downloads: the graph's base64 file served as bytes, with its type and the
// store's file name, and 404 for a store that is not there.

const STORE_ID = "3e1f5c2a-9b7d-4c11-8e2f-6a5b4c3d2e1f";
const gateway = useStandInGateway();

describe("GET /api/dispensaries/{id}/counter-card.(png|pdf)", () => {
  it.each([
    ["png", "image/png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
    ["pdf", "application/pdf", Buffer.from("%PDF-1.7 card")],
  ] as const)("serves the %s as a download named after the store", async (format, contentType, bytes) => {
    gateway.answer = {
      data: {
        dispensary: {
          counterCard: {
            fileName: `highcotton-olive-branch-counter-card.${format}`,
            contentType,
            data: bytes.toString("base64"),
          },
        },
      },
    };
    const response = await gateway.server.inject({ method: "GET", url: `/api/dispensaries/${STORE_ID}/counter-card.${format}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(contentType);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="highcotton-olive-branch-counter-card.${format}"`);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(gateway.sent[0]?.request).toMatchObject({
      operationName: "DispensaryCounterCard",
      variables: { id: STORE_ID, format },
    });
  });

  it("answers 404 as JSON for a store that does not exist, and for an id that is not one", async () => {
    const missing = await gateway.call("GET", `/api/dispensaries/${STORE_ID}/counter-card.png`, { data: { dispensary: null } });
    expect(missing).toMatchObject({ status: 404, body: { message: catalogMessages.dispensaryNotFound } });
    expect(missing.headers["content-type"]).toMatch(/^application\/json/);
    gateway.sent.length = 0;
    const malformed = await gateway.call("GET", "/api/dispensaries/nope/counter-card.pdf");
    expect(malformed).toMatchObject({ status: 404, body: { message: catalogMessages.dispensaryNotFound } });
    expect(malformed.sent).toBeUndefined();
  });
});
