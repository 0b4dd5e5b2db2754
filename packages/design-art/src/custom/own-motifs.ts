/**
 * The engine's own motifs for what the emoji set draws badly or not at all: a whole skeleton, a
 * rolled cone joint, a blunt, a bong, a hand pipe, a lighter, rolling papers, a grinder, a smoke
 * cloud, and the cannabis leaf and bud. Each is drawn in a 100 × 100 box with plain fills and an
 * ink line, so the same inking (own colours, posterised inks, outlines) applies as to the icons.
 */
import { bud } from "../procedural/motifs/bud.ts";
import { leaf } from "../procedural/motifs/leaf.ts";
import { Rng } from "../procedural/random.ts";
import { n } from "../procedural/svg.ts";

export interface Motif {
  name: string;
  /** Markup in a `size` × `size` box. */
  body: string;
  size: number;
  /** Drawn after a held object (forearms and hands), so the object sits in the hands. */
  front?: string;
  /** Where a held object goes, in the box (defaults to the lower front). */
  hands?: { x: number; y: number; angle: number };
}

const LINE = "#1a1a1a";
const BONE = "#f1ead8";
const BONE_SHADE = "#c9bfa5";

/** A bone from a to b: a dark line under a light one, with knuckle knobs. */
function bone(x1: number, y1: number, x2: number, y2: number, width = 3.4): string {
  const knob = (x: number, y: number) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(width * 0.62)}" fill="${BONE}" stroke="${LINE}" stroke-width="1.1"/>`;
  return (
    `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${LINE}" stroke-width="${n(width + 2.2)}" stroke-linecap="round" fill="none"/>` +
    `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${BONE}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>` +
    knob(x1, y1) +
    knob(x2, y2)
  );
}

function skeleton(): Motif {
  const skull =
    `<path d="M38 16C38 7 44 3 50 3C56 3 62 7 62 16C62 21 60 24 58 25L58 29L42 29L42 25C40 24 38 21 38 16Z" fill="${BONE}" stroke="${LINE}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<ellipse cx="45" cy="15" rx="3.6" ry="4" fill="${LINE}"/><ellipse cx="55" cy="15" rx="3.6" ry="4" fill="${LINE}"/>` +
    `<path d="M50 19L48.3 22.5L51.7 22.5Z" fill="${LINE}"/>` +
    `<path d="M44 25.5V29M47 25.5V29M50 25.5V29M53 25.5V29M56 25.5V29" stroke="${LINE}" stroke-width="1"/>`;
  let spine = "";
  for (let y = 31; y <= 62; y += 3.4)
    spine += `<rect x="47.6" y="${n(y)}" width="4.8" height="2.6" rx="1" fill="${BONE}" stroke="${LINE}" stroke-width="1"/>`;
  let ribs = "";
  for (let i = 0; i < 4; i++) {
    const y = 35 + i * 4.2;
    const w = 12 - i * 1.2;
    for (const s of [-1, 1]) {
      const d = `M${n(50 + s * 2.6)} ${n(y)}C${n(50 + s * (w + 2))} ${n(y - 2)} ${n(50 + s * (w + 3))} ${n(y + 3)} ${n(50 + s * (w - 1))} ${n(y + 5)}`;
      ribs += `<path d="${d}" stroke="${LINE}" stroke-width="3.6" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${BONE}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
    }
  }
  const pelvis = `<path d="M40 61C40 58 44 58 50 61C56 58 60 58 60 61C60 66 56 70 50 70C44 70 40 66 40 61Z" fill="${BONE}" stroke="${LINE}" stroke-width="1.4"/><circle cx="45.5" cy="65" r="1.8" fill="${LINE}"/><circle cx="54.5" cy="65" r="1.8" fill="${LINE}"/>`;
  const clavicle = bone(38, 31, 62, 31, 2.4);
  const legs = bone(45, 70, 42, 84) + bone(42, 84, 41, 96) + bone(55, 70, 58, 84) + bone(58, 84, 59, 96);
  const feet =
    `<path d="M36 97.5H43" stroke="${LINE}" stroke-width="4" stroke-linecap="round"/><path d="M36 97.5H43" stroke="${BONE}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M57 97.5H64" stroke="${LINE}" stroke-width="4" stroke-linecap="round"/><path d="M57 97.5H64" stroke="${BONE}" stroke-width="2" stroke-linecap="round"/>`;
  const upperArms = bone(38, 32, 30, 45) + bone(62, 32, 70, 44);
  const hand = (x: number, y: number, dir: number) => {
    let fingers = "";
    for (let k = 0; k < 4; k++) {
      const fy = y - 2.4 + k * 1.7;
      fingers += `<path d="M${n(x)} ${n(fy)}l${n(dir * 4.5)} 0.6" stroke="${LINE}" stroke-width="2.2" stroke-linecap="round"/><path d="M${n(x)} ${n(fy)}l${n(dir * 4.5)} 0.6" stroke="${BONE}" stroke-width="1" stroke-linecap="round"/>`;
    }
    return `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="${BONE_SHADE}" stroke="${LINE}" stroke-width="1.1"/>${fingers}`;
  };
  const front = bone(30, 45, 42, 55) + bone(70, 44, 60, 50) + hand(42, 55, 1) + hand(60, 50, -1);
  return {
    name: "skeleton",
    size: 100,
    body: `<g>${legs}${feet}${pelvis}${spine}${ribs}${clavicle}${upperArms}${skull}</g>`,
    front,
    hands: { x: 51, y: 54, angle: 0 },
  };
}

function joint(): Motif {
  // A cone from a twisted tip (upper right) to a small filter (lower left), lit at the wide end.
  const body =
    `<path d="M18 86L12 80L66 22L80 34Z" fill="#f4efe4" stroke="${LINE}" stroke-width="2.4" stroke-linejoin="round"/>` +
    `<path d="M18 86L12 80L20 72L26 78Z" fill="#d9c7a0" stroke="${LINE}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M30 70L38 62M42 57L52 46M56 42L62 35" stroke="#c9bfa5" stroke-width="1.6" stroke-linecap="round"/>` +
    `<path d="M66 22L80 34L84 28L72 17Z" fill="#f26a1b" stroke="${LINE}" stroke-width="2.2" stroke-linejoin="round"/>` +
    `<path d="M72 17L84 28L86 22L78 14Z" fill="#8a8d8f" stroke="${LINE}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M84 12C80 8 86 4 82 0" stroke="#c4c6c8" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
    `<path d="M91 16C87 11 94 8 90 3" stroke="#c4c6c8" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  return { name: "joint", size: 100, body };
}

function blunt(): Motif {
  const body =
    `<path d="M14 78L70 22C73 19 78 19 81 22C84 25 84 30 81 33L25 89C22 92 17 92 14 89C11 86 11 81 14 78Z" fill="#7a4a26" stroke="${LINE}" stroke-width="2.4"/>` +
    `<path d="M26 76L40 80M36 66L50 70M46 56L60 60M56 46L70 50M66 36L78 40" stroke="#4a2c1a" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M70 22C73 19 78 19 81 22C84 25 84 30 81 33L78 30C80 28 80 26 78 24C76 22 74 22 72 24Z" fill="#f26a1b" stroke="${LINE}" stroke-width="1.6"/>` +
    `<path d="M86 16C82 11 89 8 85 2" stroke="#c4c6c8" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return { name: "blunt", size: 100, body };
}

function bong(): Motif {
  const body =
    `<path d="M40 6H60V10H57V52L74 76C80 86 74 96 64 96H36C26 96 20 86 26 76L43 52V10H40Z" fill="#bfe6f2" stroke="${LINE}" stroke-width="2.6" stroke-linejoin="round"/>` +
    `<path d="M29 78C31 74 33 72 36 70H64C67 72 69 74 71 78C75 86 71 92 64 92H36C29 92 25 86 29 78Z" fill="#4fa3c7"/>` +
    `<path d="M40 64L22 50" stroke="${LINE}" stroke-width="6" stroke-linecap="round"/><path d="M40 64L22 50" stroke="#bfe6f2" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M14 44H28L26 52C25 55 17 55 16 52Z" fill="#7a3fc0" stroke="${LINE}" stroke-width="2.2" stroke-linejoin="round"/>` +
    `<path d="M47 14V48" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" opacity="0.8"/>` +
    `<circle cx="44" cy="82" r="2.4" fill="#bfe6f2"/><circle cx="55" cy="78" r="1.8" fill="#bfe6f2"/><circle cx="60" cy="85" r="2" fill="#bfe6f2"/>`;
  return { name: "bong", size: 100, body };
}

function pipe(): Motif {
  const body =
    `<path d="M8 62C8 56 14 52 22 52H62C70 52 74 44 80 40C90 34 98 44 94 54C90 66 80 72 66 72H22C14 72 8 68 8 62Z" fill="#7a3fc0" stroke="${LINE}" stroke-width="2.6" stroke-linejoin="round"/>` +
    `<ellipse cx="82" cy="48" rx="9" ry="6" fill="${LINE}"/><ellipse cx="82" cy="47" rx="6" ry="3.6" fill="#2e9e4f"/>` +
    `<path d="M20 62C30 57 38 67 48 62C56 58 62 66 70 62" stroke="#2ec4c4" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M22 56H56" stroke="#d6b8f5" stroke-width="2" stroke-linecap="round"/>`;
  return { name: "pipe", size: 100, body };
}

function lighter(): Motif {
  const body =
    `<path d="M50 6C58 14 60 22 56 28C54 31 46 31 44 28C40 22 44 14 50 6Z" fill="#f26a1b" stroke="${LINE}" stroke-width="2.2"/>` +
    `<path d="M50 14C54 19 54 24 52 27C51 28 49 28 48 27C46 24 47 19 50 14Z" fill="#f6c90e"/>` +
    `<rect x="32" y="30" width="36" height="16" rx="2" fill="#b8bcc0" stroke="${LINE}" stroke-width="2.2"/>` +
    `<circle cx="40" cy="38" r="4.4" fill="#8a8d8f" stroke="${LINE}" stroke-width="1.6"/>` +
    `<rect x="30" y="46" width="40" height="48" rx="6" fill="#d7263d" stroke="${LINE}" stroke-width="2.6"/>` +
    `<path d="M38 52V88" stroke="#f48fb1" stroke-width="3" stroke-linecap="round"/>`;
  return { name: "lighter", size: 100, body };
}

function papers(): Motif {
  const body =
    `<path d="M26 20L70 14L74 30L30 36Z" fill="#fbf7ee" stroke="${LINE}" stroke-width="2" stroke-linejoin="round"/>` +
    `<rect x="20" y="30" width="60" height="58" rx="4" fill="#f26a1b" stroke="${LINE}" stroke-width="2.6"/>` +
    `<rect x="20" y="30" width="60" height="14" rx="3" fill="#f4efe4" stroke="${LINE}" stroke-width="2.2"/>` +
    `<path d="M50 52C54 58 60 60 64 58C62 64 56 70 50 80C44 70 38 64 36 58C40 60 46 58 50 52Z" fill="#2e9e4f" stroke="${LINE}" stroke-width="1.6"/>`;
  return { name: "papers", size: 100, body };
}

function grinder(): Motif {
  let teeth = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    teeth += `<path d="M${n(50 + Math.cos(a) * 40)} ${n(50 + Math.sin(a) * 40)}L${n(50 + Math.cos(a) * 45)} ${n(50 + Math.sin(a) * 45)}" stroke="${LINE}" stroke-width="2.4" stroke-linecap="round"/>`;
  }
  const body =
    `<circle cx="50" cy="50" r="44" fill="#2e9e4f" stroke="${LINE}" stroke-width="2.6"/>${teeth}` +
    `<circle cx="50" cy="50" r="34" fill="#b8bcc0" stroke="${LINE}" stroke-width="2.4"/>` +
    `<circle cx="50" cy="50" r="22" fill="#8a8d8f" stroke="${LINE}" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="7" fill="#f1e6c8" stroke="${LINE}" stroke-width="2"/>`;
  return { name: "grinder", size: 100, body };
}

function smoke(): Motif {
  const puff = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#c4c6c8" stroke="${LINE}" stroke-width="2.2"/>`;
  const body =
    puff(30, 66, 16) +
    puff(50, 58, 20) +
    puff(70, 66, 15) +
    puff(44, 40, 14) +
    puff(60, 34, 12) +
    `<path d="M22 70C30 76 44 76 50 70C58 76 72 76 80 70" stroke="#ecedee" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M50 30C46 22 54 16 50 8" stroke="#c4c6c8" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  return { name: "smoke", size: 100, body };
}

function cannabisLeaf(): Motif {
  const body = leaf(
    { x: 50, y: 86, size: 64, leaflets: 7 },
    { fill: "#5aa454", ink: LINE, inkWidth: 2.2, paper: "#f1e6c8", paperWidth: 0, veins: "#2f6b3a" },
  );
  return { name: "leaf", size: 100, body };
}

function cannabisBud(): Motif {
  const body = bud(
    50,
    52,
    86,
    { light: "#8cc152", dark: "#3f7a2b", pistil: "#f08a24", ink: LINE, frost: "#f1ead8" },
    new Rng("own-bud"),
    2.2,
  );
  return { name: "bud", size: 100, body };
}

const MAKERS: Record<string, () => Motif> = {
  skeleton,
  joint,
  blunt,
  bong,
  pipe,
  lighter,
  papers,
  grinder,
  smoke,
  leaf: cannabisLeaf,
  bud: cannabisBud,
};

const made = new Map<string, Motif>();

/** One of the engine's own motifs by name ("skeleton", "joint"...), or undefined. */
export function ownMotif(name: string): Motif | undefined {
  const make = MAKERS[name];
  if (!make) return undefined;
  let motif = made.get(name);
  if (!motif) {
    motif = make();
    made.set(name, motif);
  }
  return motif;
}
