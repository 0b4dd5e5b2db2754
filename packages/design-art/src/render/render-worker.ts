/** A render thread: composes procedural designs and renders artwork to images for a DesignRenderPool. */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { composeDesign } from "../procedural/design.ts";
import { renderDesignImages, renderPrintFile, renderWebImages } from "./design-images.ts";
import { renderPreviewImage } from "./preview-image.ts";
import type { RenderReply, RenderTask } from "./render-protocol.ts";

/** The bytes as a whole ArrayBuffer of their own, so they can be moved to the caller without a copy. */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

async function run(task: RenderTask): Promise<{ reply: RenderReply; transfer: ArrayBuffer[] }> {
  if (task.kind === "compose") {
    return { reply: { id: task.id, ok: true, kind: "compose", design: composeDesign(task.request) }, transfer: [] };
  }
  if (task.kind === "preview") {
    const design = composeDesign(task.request);
    const image = owned(await renderPreviewImage(design.svg, task.pixels));
    return {
      reply: { id: task.id, ok: true, kind: "preview", preview: { name: design.name, image } },
      transfer: [image.buffer as ArrayBuffer],
    };
  }
  if (task.kind === "print") {
    const print = owned(await renderPrintFile(task.artwork, task.spec));
    return { reply: { id: task.id, ok: true, kind: "print", print }, transfer: [print.buffer as ArrayBuffer] };
  }
  if (task.kind === "web") {
    const images = ownedAll(await renderWebImages(task.artwork));
    return { reply: { id: task.id, ok: true, kind: "web", images }, transfer: buffersOf(images) };
  }
  const images = ownedAll(await renderDesignImages(task.artwork, task.spec));
  return { reply: { id: task.id, ok: true, kind: "render", images }, transfer: buffersOf(images) };
}

const ownedAll = <T extends object>(images: T): T =>
  Object.fromEntries(Object.entries(images).map(([name, bytes]) => [name, owned(bytes as Uint8Array)])) as T;
const buffersOf = (images: object) => Object.values(images).map((bytes: Uint8Array) => bytes.buffer) as ArrayBuffer[];

// Every design is rendered once: libvips' operation cache (process-wide) would only hold on to
// megabytes of its pixels.
sharp.cache(false);

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs only as a worker thread");
/**
 * Moves the images to the caller without a copy where their memory can move. Buffers a native
 * renderer allocated outside the JavaScript heap cannot be transferred (Node 22 and later refuse
 * them with a DataCloneError): those are copied instead.
 */
function reply(answer: RenderReply, transfer: ArrayBuffer[]): void {
  try {
    port?.postMessage(answer, transfer);
  } catch (error) {
    if (!(error instanceof Error && error.name === "DataCloneError")) throw error;
    port?.postMessage(answer);
  }
}

/**
 * A full collection of this thread's heap. resvg keeps a drawing's pixels (52 MB for a 3600 px
 * print file) in native memory that V8 does not count, held until the collector finalizes the
 * small object wrapping them; nothing prompts that, so a thread that drew five print files held
 * all five (300 MB) until a collection came by chance.
 *
 * Worker threads refuse `--expose-gc` in their execArgv, so the thread turns the V8 flag on at run
 * time and takes `gc` from a fresh context. The flag is process-wide and stays on: switching it
 * back off (as jest's leak detector does) races with another render thread starting at the same
 * moment, which then finds no `gc`. Its only effect is a `gc` global in contexts created later;
 * nothing here runs untrusted code in one.
 */
const collectGarbage: () => void = (() => {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
})();

port.on("message", (task: RenderTask) => {
  run(task)
    .then(
      ({ reply: answer, transfer }) => reply(answer, transfer),
      (error: unknown) =>
        port.postMessage({
          id: task.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies RenderReply),
    )
    // After the answer has gone, so the caller never waits for it.
    .finally(() => {
      if (task.kind !== "compose") collectGarbage();
    });
});
