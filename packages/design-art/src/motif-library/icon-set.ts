/**
 * The motif library: Microsoft's Fluent Emoji (flat style, MIT licence) in Iconify's JSON form,
 * from the npm package @iconify-json/fluent-emoji-flat. Read once per process (about 9 MB of
 * JSON, parsed in ~30 ms), so only the render threads and tests load it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

interface IconifyJson {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; hidden?: boolean }>;
  aliases?: Record<string, { parent: string }>;
}

export interface Icon {
  name: string;
  /** SVG markup drawn in a `size` × `size` box whose top-left corner is 0,0. */
  body: string;
  size: number;
}

export const ICON_SET = "fluent-emoji-flat";

/** Skin-tone variants repeat their base icon; elements resvg or the print rules do not allow. */
const VARIANT = /-(dark|light|medium|medium-dark|medium-light)$/;
const UNSUPPORTED = /<(filter|mask|image|style|foreignObject|text)\b|filter=|mask=/;

let loaded: Map<string, Icon> | undefined;

function load(): Map<string, Icon> {
  const require = createRequire(import.meta.url);
  const json = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as IconifyJson;
  const icons = new Map<string, Icon>();
  for (const [name, icon] of Object.entries(json.icons)) {
    if (icon.hidden || VARIANT.test(name) || UNSUPPORTED.test(icon.body)) continue;
    const width = icon.width ?? json.width ?? 16;
    const height = icon.height ?? json.height ?? 16;
    if (width !== height) continue;
    icons.set(name, { name, body: icon.body, size: width });
  }
  for (const [name, alias] of Object.entries(json.aliases ?? {})) {
    const parent = icons.get(alias.parent);
    if (parent && !icons.has(name)) icons.set(name, { ...parent, name });
  }
  return icons;
}

/** Every usable icon, by name ("bear", "cigarette", "crescent-moon"). */
export function icons(): ReadonlyMap<string, Icon> {
  loaded ??= load();
  return loaded;
}

export function iconByName(name: string): Icon | undefined {
  return icons().get(name);
}
