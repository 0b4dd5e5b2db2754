/**
 * A pool of render threads. Composing a design and rendering a 3600 px print file, its mockup and
 * thumbnail take hundreds of milliseconds of CPU (resvg's PNG encoding and the SVG building run
 * on the calling thread); on a server's event loop that stalls every request. The pool runs them
 * on worker threads, one task per thread at a time, and queues the rest.
 */
import { Worker } from "node:worker_threads";
import type { Artwork, DesignRequest } from "../brief.ts";
import type { Design } from "../procedural/design.ts";
import type { DesignImages, PrintSpec, WebImages } from "./design-images.ts";
import type { DesignPreview } from "./preview-image.ts";
import type { RenderReply, RenderTask } from "./render-protocol.ts";

export interface DesignRenderPoolOptions {
  /** Render threads; each renders one design at a time. */
  threads: number;
  print: PrintSpec;
}

type TaskBody =
  | { kind: "compose"; request: DesignRequest }
  | { kind: "render"; artwork: Artwork; spec: PrintSpec }
  | { kind: "web"; artwork: Artwork }
  | { kind: "print"; artwork: Artwork; spec: PrintSpec }
  | { kind: "preview"; request: DesignRequest; pixels: number };

interface Pending {
  task: RenderTask;
  resolve(reply: RenderReply & { ok: true }): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  current?: Pending;
}

const WORKER_URL = new URL("./render-worker.mjs", import.meta.url);

export class DesignRenderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: DesignRenderPoolOptions) {
    if (!Number.isInteger(options.threads) || options.threads < 1) throw new Error("A render pool needs at least one thread");
  }

  /** The procedural design for a request (the same request always gives the same design). */
  async compose(request: DesignRequest): Promise<Design> {
    const reply = await this.submit({ kind: "compose", request });
    if (reply.kind !== "compose") throw new Error("The render thread answered another task");
    return reply.design;
  }

  /** The print file and web images of a design's artwork. */
  async render(artwork: Artwork): Promise<DesignImages> {
    const reply = await this.submit({ kind: "render", artwork, spec: this.options.print });
    if (reply.kind !== "render") throw new Error("The render thread answered another task");
    return reply.images;
  }

  /** The web images alone: a store's design is shown long before anyone needs it printed. */
  async renderWeb(artwork: Artwork): Promise<WebImages> {
    const reply = await this.submit({ kind: "web", artwork });
    if (reply.kind !== "web") throw new Error("The render thread answered another task");
    return reply.images;
  }

  /** The print file alone, drawn when an order first needs it. */
  async renderPrint(artwork: Artwork): Promise<Uint8Array> {
    const reply = await this.submit({ kind: "print", artwork, spec: this.options.print });
    if (reply.kind !== "print") throw new Error("The render thread answered another task");
    return reply.print;
  }

  /**
   * A small picture of the procedural design for a request, composed and rendered in one task: the
   * artwork alone as a `pixels`-wide WebP, with no print file.
   */
  async preview(request: DesignRequest, pixels: number): Promise<DesignPreview> {
    const reply = await this.submit({ kind: "preview", request, pixels });
    if (reply.kind !== "preview") throw new Error("The render thread answered another task");
    return reply.preview;
  }

  /** Stops the threads; queued and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("The design render pool was closed");
    for (const pending of this.queue.splice(0)) pending.reject(error);
    const threads = this.threads.splice(0);
    for (const thread of threads) thread.current?.reject(error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private submit(body: TaskBody): Promise<RenderReply & { ok: true }> {
    if (this.closed) return Promise.reject(new Error("The design render pool was closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, ...body } as RenderTask, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((candidate) => !candidate.current) ?? this.spawn();
      if (!thread) return;
      const pending = this.queue.shift() as Pending;
      thread.current = pending;
      // A busy thread keeps the process alive until its task is answered; an idle one does not.
      thread.worker.ref();
      thread.worker.postMessage(pending.task);
    }
  }

  private spawn(): Thread | undefined {
    if (this.threads.length >= this.options.threads) return undefined;
    const thread: Thread = { worker: new Worker(WORKER_URL) };
    thread.worker.on("message", (reply: RenderReply) => {
      const pending = thread.current;
      if (!pending || pending.task.id !== reply.id) return;
      thread.current = undefined;
      thread.worker.unref();
      if (reply.ok) pending.resolve(reply);
      else pending.reject(new Error(reply.message));
      this.dispatch();
    });
    const fail = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1); // an error after close() finds it gone already
      thread.current?.reject(error);
      thread.current = undefined;
      if (!this.closed) this.dispatch();
    };
    thread.worker.on("error", (error) => fail(error));
    thread.worker.on("exit", (code) => {
      if (this.threads.includes(thread)) fail(new Error(`A render thread stopped (exit code ${code})`));
    });
    this.threads.push(thread);
    return thread;
  }
}
