// Child process of `npm run bench`: makes one store's 20 offline designs and prints one JSON line:
// time, and peak memory against this process's own baseline. `web` (the argument): what making a
// store design costs, its web images; `all`: with the print file too, as a custom design is made
// (a store design's print file is drawn at its first order).
import { ProceduralArtworkGenerator, renderDesignImages, renderWebImages, type WebImages } from "@highcotton/catalog/generation";

const withPrint = process.argv[2] === "all";
const brand = { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" as const };
const generator = new ProceduralArtworkGenerator();
const render = async (slot: number, seed: string): Promise<WebImages & { print?: Uint8Array }> => {
  const artwork = await generator.create({ brand, slot, seed });
  return withPrint ? renderDesignImages(artwork) : renderWebImages(artwork);
};
// Warm the renderer and fonts once, so the measurement is of steady-state generation.
await render(99, "warm-up");
const baselineRssMb = process.memoryUsage().rss / 1048576;
let peakRssMb = baselineRssMb;
const sampler = setInterval(() => {
  peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 1048576);
}, 20);
let printBytes = 0;
let smallBytes = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (let slot = 1; slot <= 20; slot++) {
  const images = await render(slot, `bench:${slot}`);
  printBytes += images.print?.byteLength ?? 0;
  smallBytes += images.front.byteLength + images.thumbnail.byteLength + images.artwork.byteLength;
}
const ms = performance.now() - started;
// CPU time of every thread (render threads, libuv's and sharp's): steadier than wall time on a busy machine.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
clearInterval(sampler);
peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 1048576);
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs, perDesignMs: ms / 20, baselineRssMb, peakRssMb, printBytes, smallBytes })}\n`,
);
