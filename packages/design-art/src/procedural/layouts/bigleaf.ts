/** Big Leaf: one oversized fan leaf (line art or halftone) with a compact logo lockup over its stem. */
import { capHeight, fitSize, textWidth } from "../metrics.ts";
import { insideAny, leaf, leafGeometry, leafOutline } from "../motifs/leaf.ts";
import { halftoneD } from "../motifs/shapes.ts";
import { keyline, n, type Pt, path, rectD } from "../svg.ts";
import { centered, text as text_ } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

export const bigleaf: Layout = {
  id: "bigleaf",
  noun: "Big Leaf",
  render(ctx) {
    const { pal, defs, text } = ctx;
    let out = "";
    const geo = { x: CX, y: 820, size: 650, leaflets: 7 as const, stem: true, slim: 0.105 };
    const style = ctx.variant % 3;
    if (style === 0) {
      out += leafOutline(geo, pal.paper, 22, false);
      out += leafOutline(geo, pal.primary, 11, true);
    } else if (style === 1) {
      const g = leafGeometry(geo);
      const clip = defs.clip(`<path d="${g.d}"/>`);
      // Only dots that touch the leaf (the clip trims their edges); keeps the path small.
      const touches = (p: Pt, dot: number): boolean =>
        insideAny(g.polygons, p) ||
        insideAny(g.polygons, { x: p.x, y: p.y - dot }) ||
        insideAny(g.polygons, { x: p.x, y: p.y + dot });
      const dots = halftoneD(CX, 560, 720, 24, { x: CX, y: 180 }, 11.5, 2.5, 45, touches);
      out += `<g clip-path="${clip}">${path(dots, { fill: pal.primary })}</g>`;
      out += leafOutline(geo, pal.primary, 9, false);
    } else {
      out += leaf(geo, {
        fill: pal.primary,
        ink: pal.ink,
        inkWidth: 16,
        paper: pal.paper,
        paperWidth: 12,
        veins: pal.secondary,
        veinWidth: 6,
      });
    }
    // Lockup over the stem.
    const title = text.title.toUpperCase();
    const size = fitSize(title, "Anton", 860, 116, 0.03);
    const cap = capHeight("Anton");
    const lockTop = 900;
    const boxH = cap * size + 120;
    const loc = `${text.location}  ·  ${text.tagline}`;
    const boxW = Math.min(1000, Math.max(textWidth(title, "Anton", size, 0.03), textWidth(loc, "DM Sans", 28, 0.22)) + 120);
    out += keyline(rectD(CX - boxW / 2, lockTop, boxW, boxH, 18), pal.ink, pal.ink, pal.paper, { ink: 0, outer: 8 });
    out += text_(title, CX, lockTop + 30 + cap * size, { font: "Anton", size, fill: pal.secondary, letterSpacing: 0.03 });
    out += path(`M${n(CX - boxW / 2 + 40)} ${n(lockTop + boxH - 62)}H${n(CX + boxW / 2 - 40)}`, {
      stroke: pal.primary,
      "stroke-width": 3,
    });
    out += centered(loc, CX, lockTop + boxH - 32, {
      font: "DM Sans",
      size: fitSize(loc, "DM Sans", boxW - 80, 28, 0.22),
      fill: pal.paper,
      letterSpacing: 0.22,
    });
    return out;
  },
};
