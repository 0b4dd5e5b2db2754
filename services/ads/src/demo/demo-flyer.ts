import sharp from "sharp";

const W = 1200;
const H = 628;

/**
 * The demo advertiser's flyer, drawn here rather than shipped: a 1200×628 JPEG (the usual link-ad
 * size) in the site's greens and creams.
 */
export async function demoFlyer(): Promise<Buffer> {
  const leaves = Array.from({ length: 7 }, (_, index) => {
    const angle = (index - 3) * 26;
    return `<ellipse cx="0" cy="-70" rx="16" ry="70" transform="rotate(${angle})" fill="#7fbf5a" opacity="0.9"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f2a1d"/><stop offset="1" stop-color="#2f5e33"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1020" cy="120" r="260" fill="#d8c98f" opacity="0.08"/>
  <g transform="translate(210 360)">${leaves}<rect x="-4" y="0" width="8" height="90" fill="#5c8f45"/></g>
  <text x="420" y="250" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="92" fill="#f5e6c8">BUD BRAND</text>
  <text x="424" y="320" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#d8c98f">Small-batch flower, grown in Denver</text>
  <rect x="424" y="380" width="330" height="74" rx="37" fill="#f5e6c8"/>
  <text x="589" y="429" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="30" fill="#0f2a1d">20% off first jar</text>
  <text x="424" y="540" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#f5e6c8" opacity="0.7">21+ only. Enjoy responsibly.</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
