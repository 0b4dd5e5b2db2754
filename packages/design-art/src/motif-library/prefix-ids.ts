/** Icon ids made unique within one SVG. */
/** Gives an icon's own ids (gradients, clips) a prefix, so two icons in one SVG never collide. */
export function prefixIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] as string);
  let out = body;
  for (const id of ids) {
    const safe = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out
      .replace(new RegExp(`\\bid="${safe}"`, "g"), `id="${prefix}-${id}"`)
      .replace(new RegExp(`url\\(#${safe}\\)`, "g"), `url(#${prefix}-${id})`)
      .replace(new RegExp(`href="#${safe}"`, "g"), `href="#${prefix}-${id}"`);
  }
  return out;
}
