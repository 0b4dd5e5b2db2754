// Splits a tall screenshot into viewport-high parts for viewing: node scripts/crop-shot.mjs file.png [height]
import { readFileSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";

const [file, h = "1400"] = process.argv.slice(2);
const src = PNG.sync.read(readFileSync(file));
const height = Number(h);
for (let y = 0, i = 0; y < src.height; y += height, i++) {
  const part = new PNG({ width: src.width, height: Math.min(height, src.height - y) });
  PNG.bitblt(src, part, 0, y, src.width, part.height, 0, 0);
  const out = file.replace(/\.png$/, `.part${i}.png`);
  writeFileSync(out, PNG.sync.write(part));
  console.log(out);
}
