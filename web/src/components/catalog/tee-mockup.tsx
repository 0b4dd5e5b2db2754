import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { pictureAt } from "../../lib/picture-widths.ts";

/** The tee's outline in a 600 × 640 box: shoulders, set-in sleeves, a straight body and a curved hem. */
const TEE_PATH =
  "M232 70 C256 104 344 104 368 70 L452 94 C500 114 540 150 574 208 L512 272 C496 256 478 242 462 234 " +
  "C464 330 466 450 470 590 C356 606 244 606 130 590 C134 450 136 330 138 234 C122 242 104 256 88 272 " +
  "L26 208 C60 150 100 114 148 94 Z";
/** The ribbed neckband along the front neckline. */
const COLLAR_PATH = "M228 68 C254 112 346 112 372 68 L360 64 C338 96 262 96 240 64 Z";
/** Where the print sits: centred on the chest, about 11 in wide on a 20 in chest. */
const CHEST = { x: 190, y: 150, size: 220 };

/** Dark fabric needs its folds lit; light fabric needs them shaded. */
const isLight = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140;
};

/**
 * A front-view tee drawn in the browser, dyed `color`, with the design's artwork printed on the
 * chest under the fabric's shading and texture, so one transparent artwork image shows on every
 * shirt colour. `heather` adds the speckle of a heathered knit.
 */
export function TeeMockup({
  color,
  artworkUrl,
  label,
  heather = false,
  artworkWidth = 480,
  className,
}: {
  color: string;
  artworkUrl?: string | null;
  /**
   * How many pixels wide to load the artwork: it is 37 % of the shirt's width, so 480 covers the
   * largest mockup (34rem) at twice its CSS size. Every mockup of a page should ask the same, so
   * the picture loads once.
   */
  artworkWidth?: number;
  /** What a screen reader hears; none for a decorative copy. */
  label?: string;
  heather?: boolean;
  className?: string;
}) {
  const id = useId().replaceAll(":", "");
  const light = isLight(color);
  const fold = light ? "#000" : "#fff";
  return (
    <svg
      viewBox="0 0 600 640"
      className={cn("h-auto w-full", className)}
      role="img"
      aria-label={label ?? ""}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      <defs>
        <clipPath id={`${id}-tee`}>
          <path d={TEE_PATH} />
        </clipPath>
        {/* The body is a cylinder: darker at the sides, lit down the middle. */}
        <linearGradient id={`${id}-body`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity={light ? 0.16 : 0.4} />
          <stop offset="0.22" stopColor="#000" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fff" stopOpacity={light ? 0.05 : 0.05} />
          <stop offset="0.78" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity={light ? 0.18 : 0.45} />
        </linearGradient>
        <linearGradient id={`${id}-drop`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity={light ? 0 : 0.06} />
          <stop offset="0.7" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity={light ? 0.1 : 0.25} />
        </linearGradient>
        <filter id={`${id}-soft`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="9" />
        </filter>
        {/* Cotton's grain; a heathered knit's flecks are coarser and stronger. */}
        <filter id={`${id}-knit`} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency={heather ? "0.9 0.35" : "1.2"} numOctaves="2" seed="7" />
          <feColorMatrix type="saturate" values="0" />
          <feComponentTransfer>
            <feFuncA type="table" tableValues={heather ? "0 0.55" : "0 0.16"} />
          </feComponentTransfer>
        </filter>
        <filter id={`${id}-shadow`} x="-10%" y="-10%" width="120%" height="125%">
          <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor="#000" floodOpacity="0.45" />
        </filter>
      </defs>

      <path d={TEE_PATH} fill={color} filter={`url(#${id}-shadow)`} />
      <g clipPath={`url(#${id}-tee)`}>
        {artworkUrl ? (
          <image
            href={pictureAt(artworkUrl, artworkWidth)}
            x={CHEST.x}
            y={CHEST.y}
            width={CHEST.size}
            height={CHEST.size}
            preserveAspectRatio="xMidYMid meet"
          />
        ) : null}
        {/* Shading over the print too: ink sits in the fabric, not on top of it. */}
        <rect width="600" height="640" fill={`url(#${id}-body)`} />
        <rect width="600" height="640" fill={`url(#${id}-drop)`} />
        <g filter={`url(#${id}-soft)`} fill="none" stroke={fold} strokeLinecap="round">
          {/* Sleeve seams and the creases an armpit and a waist make. */}
          <path d="M148 96 C150 150 146 200 138 236" strokeWidth="10" strokeOpacity={light ? 0.12 : 0.1} />
          <path d="M452 96 C450 150 454 200 462 236" strokeWidth="10" strokeOpacity={light ? 0.12 : 0.1} />
          <path d="M150 250 C190 300 200 360 176 430" strokeWidth="16" strokeOpacity={light ? 0.07 : 0.08} />
          <path d="M452 260 C420 320 414 400 432 470" strokeWidth="14" strokeOpacity={light ? 0.07 : 0.07} />
          <path d="M200 520 C260 540 340 540 410 516" strokeWidth="18" strokeOpacity={light ? 0.06 : 0.06} />
          <path d="M88 262 C70 236 48 220 34 210" strokeWidth="14" strokeOpacity={light ? 0.1 : 0.12} />
          <path d="M512 262 C530 236 552 220 566 210" strokeWidth="14" strokeOpacity={light ? 0.1 : 0.12} />
        </g>
        <rect width="600" height="640" filter={`url(#${id}-knit)`} opacity={light ? 0.5 : 0.8} />
      </g>
      {/* Hems and the neckband, stitched. */}
      <path d={COLLAR_PATH} fill={color} />
      <path d={COLLAR_PATH} fill="#000" fillOpacity={light ? 0.1 : 0.3} />
      <g fill="none" stroke={fold} strokeOpacity={light ? 0.22 : 0.16} strokeWidth="1.5" strokeDasharray="5 4">
        <path d="M136 574 C246 590 354 590 464 574" />
        <path d="M36 200 L96 263" />
        <path d="M564 200 L504 263" />
        <path d="M244 78 C266 104 334 104 356 78" />
      </g>
    </svg>
  );
}
