// Child process of `npm run bench`: makes one store's 20 offline designs (print PNG + small images)
// and prints one JSON line: time, and peak memory against this process's own baseline.
import { ProceduralArtworkGenerator, renderDesignImages } from "@highcotton/catalog/generation";

const brand = { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" as const };
const generator = new ProceduralArtworkGenerator();
// Warm the renderer and fonts once, so the measurement is of steady-state generation.
await renderDesignImages(await generator.create({ brand, slot: 99, seed: "warm-up" }));
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
  const images = await renderDesignImages(await generator.create({ brand, slot, seed: `bench:${slot}` }));
  printBytes += images.print.byteLength;
  smallBytes += images.front.byteLength + images.thumbnail.byteLength;
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
