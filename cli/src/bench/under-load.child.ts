// `benchUnderLoad` in a process of its own (see benchUnderLoadApart): its memory is the all-in-one's alone.
import { benchUnderLoad } from "./under-load.bench.ts";

await benchUnderLoad();
process.exit(0);
