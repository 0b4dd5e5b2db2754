import { bigleaf } from "./bigleaf.ts";
import { botanical } from "./botanical.ts";
import { horizon } from "./horizon.ts";
import { hotbox } from "./hotbox.ts";
import { orbit } from "./orbit.ts";
import { papers } from "./papers.ts";
import { seal } from "./seal.ts";
import { smokeSignals } from "./smoke.ts";
import { stickers } from "./stickers.ts";
import { summit } from "./summit.ts";
import { tarot } from "./tarot.ts";
import type { Layout } from "./types.ts";
import { varsity } from "./varsity.ts";
import { wordmark } from "./wordmark.ts";

/** Every layout, in a fixed order (a store's slots walk a brand-seeded shuffle of it). */
export const LAYOUTS: readonly Layout[] = [
  seal,
  varsity,
  horizon,
  wordmark,
  botanical,
  tarot,
  stickers,
  bigleaf,
  smokeSignals,
  summit,
  hotbox,
  orbit,
  papers,
];

export function layoutById(id: string): Layout | undefined {
  return LAYOUTS.find((l) => l.id === id);
}
