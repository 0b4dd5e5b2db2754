import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OfflineCharges } from "@highcotton/billing";
import { readPrompt } from "@highcotton/design-art";
import {
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  outbox,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { testDatabase, truncateTables } from "@highcotton/kit/testing";
import { pino } from "pino";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { countCustomDesignPreview } from "../../src/application/custom-design-preview-limit.ts";
import { generateCustomDesign } from "../../src/application/generate-custom-design.ts";
import { previewCustomDesign } from "../../src/application/preview-custom-design.ts";
import {
  CUSTOM_DESIGN_PREVIEW_PIXELS,
  CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS,
  CUSTOM_DESIGN_PREVIEWS_PER_SESSION,
  messages,
} from "../../src/contract/index.ts";
import { customDesignPreviews, designs } from "../../src/db/schema.ts";
import { customDesignSeed } from "../../src/domain/custom-prompt.ts";
import type { ArtworkRequest } from "../../src/generation/artwork.ts";
import { catalogService } from "../../src/service.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

const logger = pino({ level: "silent" });
const tokens = new TokenService({ algorithm: "HS256", secret: "p".repeat(32) });
/** A description whose reading does not depend on how clever the engine is: one subject, quoted words. */
const BEAR = 'a bear, "STAY LIFTED"';

/** The plain generator, remembering what it was asked for. */
class RecordingGenerator extends PlainArtworkGenerator {
  requests: ArtworkRequest[] = [];
  refuse = false;
  override create(request: ArtworkRequest) {
    this.requests.push(request);
    return super.create(request);
  }
  async isPromptAllowed(): Promise<boolean> {
    return !this.refuse;
  }
}

const postgres = testDatabase("catalog_preview");

postgres.describe("custom design previews", (open) => {
  let database: Database;
  let service: RunningService;
  let storageDir: string;
  let deps: CatalogDeps;
  let generator: RecordingGenerator;
  let aheadMs = 0;

  beforeAll(async () => {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-preview-"));
    service = await startService(
      { ...catalogService, build: (context) => ({ ...catalogService.build(context), workers: [], jobs: [] }) },
      {
        config: loadBaseConfig({}),
        logger,
        bus: new InProcessBus(),
        tokens,
        storage: new LocalObjectStorage(storageDir),
        database,
        publicUrl: () => "https://highcotton.example",
      },
    );
    return async () => {
      await service.stop();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    };
  });

  beforeEach(async () => {
    await truncateTables(database, ["designs", "custom_design_previews", "outbox"]);
    rmSync(join(storageDir, "designs"), { recursive: true, force: true });
    aheadMs = 0;
    generator = new RecordingGenerator();
    deps = {
      db: database.db,
      database,
      storage: new LocalObjectStorage(storageDir),
      generator,
      logger,
      publicUrl: () => "https://highcotton.example",
      now: () => new Date(Date.now() + aheadMs),
      charges: new OfflineCharges(database.db, () => new Date()),
    };
  });

  const storedFiles = () => readdirSync(storageDir, { recursive: true });

  it("answers the engine's reading and a small drawing, and stores and charges nothing", async () => {
    const preview = await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_1_a", clientAddress: "198.51.100.1" });
    if (!preview.ok) throw new Error(preview.error.message);
    expect(preview.value.reading).toEqual(readPrompt(BEAR));
    expect(preview.value.reading.text).toBe("STAY LIFTED");
    expect(preview.value.madeBy).toBe("ENGINE");
    const [header, base64] = preview.value.imageDataUrl.split(",");
    expect(header).toBe("data:image/webp;base64");
    expect(await sharp(Buffer.from(base64 ?? "", "base64")).metadata()).toMatchObject({
      format: "webp",
      width: CUSTOM_DESIGN_PREVIEW_PIXELS,
      height: CUSTOM_DESIGN_PREVIEW_PIXELS,
    });
    expect(await database.db.select().from(designs)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
    expect(generator.requests).toEqual([]);
  });

  it("draws with the seed the design made from the same words in the same session is drawn with", async () => {
    expect((await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_1_a" })).ok).toBe(true);
    expect((await generateCustomDesign(deps, { prompt: BEAR, sessionId: "session_1_a" })).ok).toBe(true);
    expect(generator.requests).toEqual([{ prompt: BEAR, slot: 1, seed: customDesignSeed("session_1_a", BEAR) }]);
    expect(customDesignSeed("session_2_b", BEAR)).not.toBe(customDesignSeed("session_1_a", BEAR));
  });

  it.each([
    [{ prompt: "   ", sessionId: "session_1_a" }, messages.descriptionRequired],
    [{ prompt: undefined, sessionId: "session_1_a" }, messages.descriptionRequired],
    [{ prompt: "x".repeat(501), sessionId: "session_1_a" }, messages.descriptionTooLong],
    [{ prompt: "kids smoking", sessionId: "session_1_a" }, messages.descriptionRefused],
    [{ prompt: "sunset", sessionId: null }, "A browser session id is required"],
  ])("refuses %o as generating refuses it, counting nothing", async (input, message) => {
    const refused = { error: { code: "BAD_USER_INPUT", message } };
    expect(await previewCustomDesign(deps, input)).toMatchObject(refused);
    expect(await generateCustomDesign(deps, input)).toMatchObject(refused);
    expect(await database.db.select().from(customDesignPreviews)).toHaveLength(0);
  });

  it("refuses what the image model's moderation flags, with the same message", async () => {
    generator.refuse = true;
    expect(await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_1_a" })).toMatchObject({
      error: { code: "BAD_USER_INPUT", message: messages.descriptionRefused },
    });
  });

  it("limits previews per session, says when to retry, and allows more once the window has passed", async () => {
    const session = { sessionId: "session_3_c", clientAddress: "198.51.100.3" };
    for (let index = 1; index < CUSTOM_DESIGN_PREVIEWS_PER_SESSION.max; index++) {
      expect((await countCustomDesignPreview(deps, session)).ok).toBe(true);
    }
    expect((await previewCustomDesign(deps, { prompt: BEAR, ...session })).ok).toBe(true);
    const refused = await previewCustomDesign(deps, { prompt: BEAR, ...session });
    expect(refused).toMatchObject({ error: { code: "TOO_MANY_REQUESTS", message: messages.tooManyPreviews } });
    const retryAfter = refused.ok ? 0 : (refused.error.retryAfterSeconds ?? 0);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CUSTOM_DESIGN_PREVIEWS_PER_SESSION.windowSeconds);
    expect((await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_4_d", clientAddress: "198.51.100.3" })).ok).toBe(
      true,
    );
    aheadMs = (CUSTOM_DESIGN_PREVIEWS_PER_SESSION.windowSeconds + 1) * 1000;
    expect((await previewCustomDesign(deps, { prompt: BEAR, ...session })).ok).toBe(true);
  });

  it("limits one client address however many session ids it uses", async () => {
    const address = "2001:db8:5:7::1";
    for (let index = 0; index < CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS.max; index++) {
      expect((await countCustomDesignPreview(deps, { sessionId: `session_${index}_x`, clientAddress: address })).ok).toBe(true);
    }
    // Another address of the same /64 network counts as the same client.
    expect(
      await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_9_fresh", clientAddress: "2001:db8:5:7::99" }),
    ).toMatchObject({
      error: { code: "TOO_MANY_REQUESTS", message: messages.tooManyPreviews },
    });
    expect(
      (await previewCustomDesign(deps, { prompt: BEAR, sessionId: "session_9_fresh", clientAddress: "198.51.100.9" })).ok,
    ).toBe(true);
  });

  it("lets previews asked for together pass the session's limit not once", async () => {
    const burst = await Promise.all(
      Array.from({ length: CUSTOM_DESIGN_PREVIEWS_PER_SESSION.max + 8 }, (_, index) =>
        countCustomDesignPreview(deps, { sessionId: "session_5_e", clientAddress: `203.0.113.${index}` }),
      ),
    );
    expect(burst.filter((counted) => counted.ok)).toHaveLength(CUSTOM_DESIGN_PREVIEWS_PER_SESSION.max);
  });

  describe("through the subgraph", () => {
    it("answers customDesignPreview for the x-session-id header's session", async () => {
      const result = await service.subgraph.execute(
        {
          query: `query ($prompt: String!) { customDesignPreview(prompt: $prompt) {
            reading { subjects { word drawnAs } text noText notUnderstood brief } imageDataUrl madeBy } }`,
          variables: { prompt: BEAR },
        },
        new Map([["x-session-id", "session_6_f"]]),
      );
      expect(result.errors).toBeUndefined();
      const reading = readPrompt(BEAR);
      expect(result.data?.customDesignPreview).toMatchObject({
        reading: {
          subjects: reading.subjects.map(({ word, drawnAs }) => ({ word, drawnAs })),
          text: "STAY LIFTED",
          noText: false,
          brief: reading.brief,
        },
        madeBy: "ENGINE",
      });
    });
  });
});
