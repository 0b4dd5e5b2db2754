import sharp from "sharp";

/**
 * The demo society's photos, drawn here so a fresh start needs no network: a jar of flower on a
 * table, a pre-roll in an ashtray, a tee on a hanger and a sunset over a field. Each is rendered
 * to a JPEG as a phone would send it and then goes through the same upload checks as any photo.
 */
export type DemoPhoto = "jar" | "preroll" | "tee" | "sunset";

const W = 1200;
const H = 900;

const bud = (cx: number, cy: number, r: number, seed: number) => {
  const leaves = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 9) * Math.PI * 2 + seed;
    const x = cx + Math.cos(angle) * r * 0.55;
    const y = cy + Math.sin(angle) * r * 0.45;
    const shade = ["#4f7d32", "#6a9a3c", "#5b8a2f", "#88b04b"][(index + seed) % 4];
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(r * 0.5).toFixed(1)}" ry="${(r * 0.38).toFixed(1)}" fill="${shade}" transform="rotate(${((angle * 180) / Math.PI).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  });
  const hairs = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2 + seed * 0.7;
    const x1 = cx + Math.cos(angle) * r * 0.2;
    const y1 = cy + Math.sin(angle) * r * 0.2;
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} q ${(Math.cos(angle) * r * 0.4).toFixed(1)} ${(-r * 0.3).toFixed(1)} ${(Math.cos(angle) * r * 0.7).toFixed(1)} ${(Math.sin(angle) * r * 0.5).toFixed(1)}" stroke="#d9822b" stroke-width="3" fill="none"/>`;
  });
  return `<g>${leaves.join("")}<circle cx="${cx}" cy="${cy}" r="${(r * 0.45).toFixed(1)}" fill="#7fae46"/>${hairs.join("")}<circle cx="${cx}" cy="${cy}" r="${(r * 0.9).toFixed(1)}" fill="url(#frost)" opacity="0.35"/></g>`;
};

/** A seven-leaflet cannabis leaf standing on (x, y), `scale` 1 about 170 px tall. */
const leaf = (x: number, y: number, scale: number) => {
  const leaflets = (
    [
      [0, 170, 26],
      [-32, 150, 24],
      [32, 150, 24],
      [-64, 115, 20],
      [64, 115, 20],
      [-100, 70, 14],
      [100, 70, 14],
    ] as const
  ).map(
    ([angle, length, width]) =>
      `<path d="M0 0 C ${width} ${-length / 3}, ${width} ${(-2 * length) / 3}, 0 ${-length} C ${-width} ${(-2 * length) / 3}, ${-width} ${-length / 3}, 0 0 Z" transform="rotate(${angle})"/>`,
  );
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="#2d6a4f">${leaflets.join("")}<path d="M0 0 L 0 40" stroke="#2d6a4f" stroke-width="8"/></g>`;
};

const scenes: Record<DemoPhoto, () => string> = {
  jar: () => `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe3cf"/><stop offset="1" stop-color="#d8c4a3"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a4a24"/><stop offset="0.5" stop-color="#9a6233"/><stop offset="1" stop-color="#6d3f1d"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.2" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.85" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.4"/></linearGradient>
      <radialGradient id="frost"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect y="640" width="${W}" height="260" fill="url(#wood)"/>
    <ellipse cx="600" cy="700" rx="230" ry="34" fill="#000" opacity="0.25"/>
    <rect x="390" y="250" width="420" height="450" rx="60" fill="#cfe6d6" opacity="0.35"/>
    ${bud(500, 560, 90, 1)}${bud(640, 590, 100, 2)}${bud(560, 440, 95, 3)}${bud(700, 470, 80, 4)}${bud(600, 330, 70, 5)}
    <rect x="390" y="250" width="420" height="450" rx="60" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
    <rect x="420" y="190" width="360" height="80" rx="18" fill="#1f3d2b"/>
    <rect x="455" y="470" width="290" height="120" rx="10" fill="#f6f1e6" opacity="0.92"/>
    <text x="600" y="520" font-family="DejaVu Serif, serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#1f3d2b">BLUE DREAM</text>
    <text x="600" y="565" font-family="DejaVu Sans, sans-serif" font-size="24" text-anchor="middle" fill="#5b6b4f">Hybrid · 3.5 g</text>`,
  preroll: () => `
    <defs>
      <radialGradient id="bg" cx="0.3" cy="0.3"><stop offset="0" stop-color="#3b3f46"/><stop offset="1" stop-color="#121418"/></radialGradient>
      <radialGradient id="tray"><stop offset="0" stop-color="#2a2d33"/><stop offset="0.7" stop-color="#5b616b"/><stop offset="1" stop-color="#8a919c"/></radialGradient>
      <linearGradient id="paper" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4efe4"/><stop offset="1" stop-color="#d9d1c0"/></linearGradient>
      <radialGradient id="frost"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <ellipse cx="600" cy="560" rx="360" ry="170" fill="url(#tray)"/>
    <ellipse cx="600" cy="560" rx="250" ry="110" fill="#23262b"/>
    <g transform="rotate(-14 600 500)">
      <rect x="330" y="470" width="520" height="46" rx="20" fill="url(#paper)"/>
      <rect x="330" y="470" width="90" height="46" rx="12" fill="#c89b5a"/>
      <circle cx="850" cy="493" r="24" fill="#3a2a20"/><circle cx="856" cy="493" r="14" fill="#ff7a2a"/><circle cx="858" cy="493" r="7" fill="#ffd27a"/>
    </g>
    <path d="M880 420 C 840 340, 930 300, 880 220 S 900 120, 860 60" stroke="#d7dbe0" stroke-width="16" fill="none" opacity="0.25"/>
    <path d="M900 410 C 960 330, 870 280, 930 200 S 910 110, 960 40" stroke="#eef1f4" stroke-width="10" fill="none" opacity="0.2"/>
    ${bud(300, 720, 50, 2)}${bud(380, 760, 42, 5)}`,
  tee: () => `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3efe7"/><stop offset="1" stop-color="#d9d2c3"/></linearGradient>
      <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d4a36"/><stop offset="1" stop-color="#1c3023"/></linearGradient>
      <radialGradient id="frost"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <path d="M600 90 q -20 -40 10 -55 q 30 -10 35 20" stroke="#8b8f96" stroke-width="8" fill="none"/>
    <path d="M600 95 L 380 190 L 820 190 Z" fill="none" stroke="#8b8f96" stroke-width="8"/>
    <path d="M430 180 L 330 230 L 250 380 L 350 430 L 400 340 L 400 800 L 800 800 L 800 340 L 850 430 L 950 380 L 870 230 L 770 180 Q 700 240 600 240 Q 500 240 430 180 Z" fill="url(#shirt)"/>
    <circle cx="600" cy="470" r="135" fill="#e9c46a"/>
    ${leaf(600, 560, 1)}
    <text x="600" y="660" font-family="DejaVu Serif, serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#e9c46a">HIGH COTTON</text>`,
  sunset: () => `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1d4e"/><stop offset="0.45" stop-color="#c2457a"/><stop offset="0.75" stop-color="#f28c38"/><stop offset="1" stop-color="#ffd27a"/></linearGradient>
      <radialGradient id="frost"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="820" cy="610" r="120" fill="#ffe3a3" opacity="0.9"/>
    <path d="M0 640 C 200 600, 400 660, 600 630 S 1000 600, 1200 640 L 1200 900 L 0 900 Z" fill="#1d2b1f"/>
    ${Array.from({ length: 14 }, (_, index) => {
      const x = 60 + index * 82;
      const h = 140 + ((index * 37) % 90);
      return `<path d="M${x} 900 L ${x} ${760 - h} M${x} ${800 - h} l -34 -40 M${x} ${800 - h} l 34 -40 M${x} ${850 - h} l -46 -30 M${x} ${850 - h} l 46 -30" stroke="#142016" stroke-width="9" stroke-linecap="round"/>`;
    }).join("")}`,
};

/** The scene as a JPEG of about a phone photo's proportions (1200×900), with a little grain. */
export async function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[photo]()}</svg>`;
  const grain = await sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 86 })
    .toBuffer();
}
