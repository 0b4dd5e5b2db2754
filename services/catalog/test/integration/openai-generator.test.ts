import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readPrompt } from "@highcotton/design-art";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArtworkGenerator } from "../../src/generation/create-generator.ts";
import { renderDesignImages } from "../../src/generation/design-images.ts";
import { OpenAiArtworkGenerator } from "../../src/generation/openai-generator.ts";

/** A local stand-in of OpenAI's Images and Moderations endpoints: records requests, answers like the API. */
let server: Server;
let baseURL: string;
const requests: Array<{ path: string; authorization?: string; body: Record<string, unknown> }> = [];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
};

beforeAll(async () => {
  const artwork = await sharp({
    create: { width: 1024, height: 1024, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    response.setHeader("content-type", "application/json");
    if (request.url === "/v1/images/generations") {
      response.end(JSON.stringify({ created: 1, data: [{ b64_json: artwork.toString("base64") }] }));
    } else if (request.url === "/v1/moderations") {
      const flagged = String(body.input).includes("forbidden");
      response.end(
        JSON.stringify({ id: "modr-1", model: body.model, results: [{ flagged, categories: {}, category_scores: {} }] }),
      );
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { message: "not found" } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("OpenAI Images adapter (against a local stand-in of the API)", () => {
  const generator = () =>
    new OpenAiArtworkGenerator({ apiKey: "sk-test", baseURL, model: "gpt-image-2.5-flare", quality: "high" });

  it("asks for the store's brand in the prompt, with the configured model and quality", async () => {
    const artwork = await generator().create({
      brand: { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" },
      slot: 3,
      seed: "x",
    });
    const sent = requests.at(-1);
    expect(sent?.path).toBe("/v1/images/generations");
    expect(sent?.authorization).toBe("Bearer sk-test");
    expect(sent?.body).toMatchObject({
      model: "gpt-image-2.5-flare",
      quality: "high",
      size: "1024x1024",
      n: 1,
      background: "transparent",
    });
    expect(sent?.body.prompt).toContain('"Greenleaf Dispensary"');
    expect(sent?.body.prompt).toContain('"Denver, CO"');
    expect(artwork.png).toBeDefined();
    // Named from its theme: the brand is on the shirt, not repeated in every product name.
    expect(artwork.name).toBe("Smoke Wisp Wordmark Tee");
    const later = await generator().create({
      brand: { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" },
      slot: 13,
      seed: "x",
    });
    expect(later.name).toBe("Smoke Wisp Wordmark Tee No. 2");
  });

  it("asks for the design engine's brief of a shopper's words", async () => {
    const words = 'a bear, "STAY LIFTED"';
    await generator().create({ prompt: words, slot: 1, seed: "b" });
    const sent = requests.at(-1)?.body.prompt;
    expect(sent).toBe(readPrompt(words).brief);
    expect(sent).toContain("STAY LIFTED");
  });

  it("scales the model's image to the 3600 px print file", async () => {
    const artwork = await generator().create({ prompt: "a neon leaf", slot: 1, seed: "y" });
    const images = await renderDesignImages(artwork);
    expect(await sharp(images.print).metadata()).toMatchObject({ width: 3600, height: 3600, density: 300 });
    expect(artwork.name).toBe("Custom: A Neon Leaf");
  });

  it("uses the provider's moderation for shoppers' prompts", async () => {
    expect(await generator().isPromptAllowed("a sunny leaf")).toBe(true);
    expect(await generator().isPromptAllowed("something forbidden")).toBe(false);
    expect(requests.at(-1)?.body).toMatchObject({ model: "omni-moderation-latest", input: "something forbidden" });
  });

  it("is chosen only when OPENAI_API_KEY is set, with a model OpenAI still serves by default", async () => {
    const configured = createArtworkGenerator({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: baseURL });
    expect(configured.kind).toBe("openai");
    await configured.create({ prompt: "a sunny leaf", slot: 1, seed: "d" });
    expect(requests.at(-1)?.body.model).toBe("gpt-image-2.5-flare");
    expect(createArtworkGenerator({}).kind).toBe("procedural");
  });
});
