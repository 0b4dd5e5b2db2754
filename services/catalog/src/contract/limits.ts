/** Catalog's rules in SPEC's numbers (§1, §5, §9). */
export const INITIAL_DESIGNS = 20;
export const MONTHLY_DESIGNS = 2;
/** Custom designs one browser session may make within the window. */
export const CUSTOM_DESIGNS_PER_WINDOW = 5;
/** …and one client address (several shoppers may share one), so a new session id buys no more. */
export const CUSTOM_DESIGNS_PER_ADDRESS_PER_WINDOW = 15;
export const CUSTOM_DESIGN_WINDOW_MINUTES = 10;
export const CUSTOM_PROMPT_MAX = 500;
/**
 * Previews of custom designs (what the engine read, and a small picture): free, and asked for as
 * the shopper types, so limited per browser session and per client address in a rolling window.
 */
export const CUSTOM_DESIGN_PREVIEWS_PER_SESSION = { max: 40, windowSeconds: 10 * 60 } as const;
export const CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS = { max: 120, windowSeconds: 10 * 60 } as const;
/** A preview's picture: the artwork alone, this many pixels square. */
export const CUSTOM_DESIGN_PREVIEW_PIXELS = 400;
/**
 * Who draws a custom design: High Cotton's own design engine, or the image model when one is
 * configured. Seconds a design takes to make, at most in the usual case, by who draws it: what the
 * page promises the shopper.
 */
export const CUSTOM_DESIGN_MAKERS = ["ENGINE", "IMAGE_MODEL"] as const;
export type CustomDesignMaker = (typeof CUSTOM_DESIGN_MAKERS)[number];
export const CUSTOM_DESIGN_SECONDS: Record<CustomDesignMaker, number> = { ENGINE: 5, IMAGE_MODEL: 60 };
export const FEATURED_DESIGNS = 3;
/** Print file: 12 x 12 in at 300 DPI. */
export const PRINT_INCHES = 12;
export const PRINT_DPI = 300;
export const PRINT_PIXELS = PRINT_INCHES * PRINT_DPI;
/**
 * A store design's print file, by its storage key: drawn when the design's first order arrives,
 * so asked for in the seconds after that it is not there yet, and the answer says to try again.
 */
export const STORE_PRINT_FILE_KEY = /^designs\/[^/]+\/[^/]+-print-[0-9a-f]{24}\.png$/;
export const PRINT_FILE_RETRY_SECONDS = 5;
/** SPEC §9, in cents: a store's one-time sign-on fee and its yearly renewal from year 2. */
export const DISPENSARY_SIGN_ON_FEE = 10_000;
export const DISPENSARY_ANNUAL_RENEWAL = 4_000;
/** SPEC §5: a store's name is 1 to 100 characters. */
export const DISPENSARY_NAME_MAX = 100;
/** Street and city: real ones have at least 2 characters; nothing printable needs more. */
export const ADDRESS_MIN = 2;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
/** GET /api/designs pages: SPEC's array body, a page at a time. */
export const DESIGN_PAGE_DEFAULT = 60;
export const DESIGN_PAGE_MAX = 200;
/**
 * Hearts, thumbs-ups and store views are signals a store's standing is read from, so a fresh
 * session id must not buy more of them: each is limited per browser session and per client
 * address within this window (several shoppers may share one address: a household, an office).
 */
export const SHOPPER_SIGNAL_WINDOW_MINUTES = 30;
/** Reactions one browser session may give within the window (a shopper going through every store). */
export const REACTIONS_PER_SESSION_PER_WINDOW = 60;
/** Reactions of one kind on one design from one client address within the window. */
export const REACTIONS_PER_ADDRESS_PER_DESIGN = 5;
/** Reactions in all from one client address within the window. */
export const REACTIONS_PER_ADDRESS_PER_WINDOW = 180;
/** A store page view counts once per browser session and store within this many minutes. */
export const STORE_VIEW_COUNTS_ONCE_PER_MINUTES = 30;
/** Store views one browser session may record within the window (other stores' pages). */
export const STORE_VIEWS_PER_SESSION_PER_WINDOW = 60;
/** Views of one store from one client address within the window. */
export const STORE_VIEWS_PER_ADDRESS_PER_STORE = 5;
/** Store views in all from one client address within the window. */
export const STORE_VIEWS_PER_ADDRESS_PER_WINDOW = 180;
/** SPEC §3's business types (the stored values) and §4's reactions. */
export const BUSINESS_TYPES = ["dispensary", "smoke_shop"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const REACTION_TYPES = ["heart", "thumbs_up"] as const;
/** The one store analytics event SPEC §7 sends. */
export const STORE_EVENT_TYPES = ["view"] as const;
/** The longest reason an operator writes when settling a fee payment (kept in the audit line). */
export const SETTLE_REASON_MAX = 500;
/** A store's brand kit: at most this many colours (#rrggbb) and slogans. */
export const BRAND_COLORS_MAX = 3;
export const BRAND_SLOGANS_MAX = 3;
/** A slogan is printed across a shirt: short, and only characters the design fonts carry. */
export const SLOGAN_MAX = 40;
export const SLOGAN_PATTERN = /^[A-Za-z0-9 .,!?'&:#$%@+/()-]+$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** A logo upload (PNG or SVG, by its content): at most this many bytes… */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** …and this many pixels on a side (an SVG's own width and height, a PNG's size). */
export const LOGO_MAX_SIDE_PX = 4096;
/** The logo as stored and drawn: a PNG trimmed of empty margins, at most this many pixels on a side. */
export const LOGO_STORED_PX = 1024;
/** New designs an owner may have drawn in place of old ones, per store and calendar month (UTC). */
export const DESIGN_REGENERATIONS_PER_MONTH = 5;
/**
 * How long browsers and proxies may keep a public storefront read (the store list, a store, its
 * designs, the design pages): a new design or store shows within this many seconds.
 */
export const STOREFRONT_MAX_AGE_SECONDS = 30;
