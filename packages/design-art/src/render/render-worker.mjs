// Entry of a render thread. The engine is TypeScript run through tsx's loader, as the rest of the
// project is (cli/bin/highcotton.mjs): a worker thread does not inherit the loader, so it
// registers its own before loading the engine.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
