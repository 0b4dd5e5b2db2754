/** The mockup's tee when a design names no colour. */
export const DEFAULT_SHIRT_COLOR = "#2b2d2c";

function shade(hex: string, factor: number): string {
  const h = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "2b2d2c";
  const part = (i: number) =>
    Math.max(0, Math.min(255, Math.round(Number.parseInt(h.slice(i, i + 2), 16) * factor)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(0)}${part(2)}${part(4)}`;
}

/** A tee of `color` (charcoal by default), front view, on a transparent 600 x 600 canvas; the design goes on the chest. */
export function shirtMockupSvg(color: string = DEFAULT_SHIRT_COLOR): string {
  const top = /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_SHIRT_COLOR;
  const bottom = top === DEFAULT_SHIRT_COLOR ? "#1c1e1d" : shade(top, 0.9);
  const collar = top === DEFAULT_SHIRT_COLOR ? "#3b3e3c" : shade(top, 0.82);
  const seam = top === DEFAULT_SHIRT_COLOR ? "#151716" : shade(top, 0.7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.35"/>
      <stop offset="0.18" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.82" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <path d="M214 70 C240 96 360 96 386 70 L478 104 C500 112 514 126 522 146 L570 254 L488 290 L460 230 L460 560 C460 572 452 580 440 580 L160 580 C148 580 140 572 140 560 L140 230 L112 290 L30 254 L78 146 C86 126 100 112 122 104 Z" fill="url(#cloth)"/>
  <path d="M214 70 C240 96 360 96 386 70 L478 104 C500 112 514 126 522 146 L570 254 L488 290 L460 230 L460 560 C460 572 452 580 440 580 L160 580 C148 580 140 572 140 560 L140 230 L112 290 L30 254 L78 146 C86 126 100 112 122 104 Z" fill="url(#shade)"/>
  <path d="M214 70 C240 104 360 104 386 70" fill="none" stroke="${collar}" stroke-width="10" stroke-linecap="round"/>
  <path d="M140 232 L140 250 M460 232 L460 250" stroke="${seam}" stroke-width="3"/>
</svg>`;
}
