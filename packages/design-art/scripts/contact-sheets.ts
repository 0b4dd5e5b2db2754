// Renders demo stores' first 20 designs as one captioned PNG contact sheet each.
//   npx tsx packages/design-art/scripts/contact-sheets.ts [out-dir] [from] [to]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrandBrief } from "../src/brief.ts";
import { contactSheet } from "../src/render/contact-sheet.ts";

const STORES: Array<[string, BrandBrief]> = [
  ["greenleaf-denver", { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" }],
  ["flatirons-boulder", { storeName: "Flatirons Flower Co.", city: "Boulder", state: "CO", businessType: "dispensary" }],
  ["smokeys-austin", { storeName: "Smokey's Glass & Grass", city: "Austin", state: "TX", businessType: "smoke_shop" }],
];

const out = process.argv[2] ?? "contact-sheets";
const from = Number(process.argv[3] ?? 1);
const to = Number(process.argv[4] ?? 20);
mkdirSync(out, { recursive: true });
for (const [file, brand] of STORES) {
  const path = join(out, `${file}-${from}-${to}.png`);
  writeFileSync(path, contactSheet(brand, from, to));
  process.stdout.write(`${path}\n`);
}
