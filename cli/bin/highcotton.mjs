#!/usr/bin/env node
// The `highcotton` command. TypeScript sources run through tsx's loader: no build step to forget.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
await main(process.argv.slice(2));
