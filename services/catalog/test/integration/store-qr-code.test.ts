import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { pino } from "pino";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { catalogService } from "../../src/service.ts";

const logger = pino({ level: "silent" });
const tokens = new TokenService({ algorithm: "HS256", secret: "q".repeat(32) });
const owner = { id: "3e1f5c2a-9b7d-4c11-8e2f-6a5b4c3d2e1f", username: "olive", role: "dispensary" } as const;

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
  let database: Database | undefined;
  let service: RunningService | undefined;
  let storageDir: string | undefined;
  afterEach(async () => {
    await service?.stop();
    await database?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  /** Catalog as a deployment starts it: the public URL comes from its settings, nothing else. */
  async function startCatalog(env: Record<string, string>) {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-qr-"));
    const storage = new LocalObjectStorage(storageDir);
    const config = loadBaseConfig(env);
    service = await startService(
      { ...catalogService, build: (context) => ({ ...catalogService.build(context), workers: [], jobs: [] }) },
      { config, logger, bus: new InProcessBus(), tokens, storage, database },
    );
    return { service, storage };
  }

  it.each([
    [
      "PUBLIC_URL when it is set",
      { PUBLIC_URL: "https://shop.highcotton.example", PORT: "3000" },
      "https://shop.highcotton.example",
    ],
    ["http://localhost:PORT when PUBLIC_URL is not set", { PORT: "3123" }, "http://localhost:3123"],
  ])("encode %s, never the Host a request arrived with", async (_case, env, origin) => {
    const { service, storage } = await startCatalog(env);
    const answer = await service.subgraph.execute(
      {
        query: "mutation ($input: CreateDispensaryInput!) { createDispensary(input: $input) { id storeUrl } }",
        variables: {
          input: { name: "Olive Branch", address: "5 Pearl St", city: "Boulder", state: "CO", zipCode: "80302" },
        },
      },
      {
        authorization: `Bearer ${tokens.sign(owner)}`,
        host: "attacker.example",
        "x-forwarded-host": "attacker.example",
        origin: "https://attacker.example",
      },
    );
    expect(answer.errors).toBeUndefined();
    const store = (answer.data as { createDispensary: { id: string; storeUrl: string } }).createDispensary;
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
