// A stateful stand-in for the catalog + identity graph (services/*/src/schema.graphql), for driving
// the built app with playwright-core: `await mockCatalog(page, options)` routes /graphql and /media/*.
// Images are SVGs drawn here (the real service serves WebP/PNG); QR codes are real PNGs.
import QRCode from "qrcode";

const PALETTE = [
  ["#f4eedf", "#2fbf69", "#12301f"],
  ["#1a432c", "#f2c14e", "#fcf9f1"],
  ["#050a07", "#7fe8a7", "#f4eedf"],
  ["#e8dec6", "#e5484d", "#050a07"],
  ["#245a3b", "#fcf9f1", "#f2c14e"],
  ["#0c1f15", "#f16a6e", "#b5f3cb"],
];
const SHIRT = "M210 92 L250 80 Q300 118 350 80 L390 92 L488 150 L452 238 L410 216 L410 520 L190 520 L190 216 L148 238 L112 150 Z";

function emblem(n, label, cx, cy, r) {
  const [, accent, ink] = PALETTE[n % PALETTE.length];
  const leaf = `<path transform="translate(${cx - r * 0.55} ${cy - r * 0.62}) scale(${(r * 1.1) / 24})" d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/>${leaf}<text x="${cx}" y="${cy + r + r * 0.45}" text-anchor="middle" font-family="Impact, Anton, sans-serif" font-size="${r * 0.34}" fill="${accent}" letter-spacing="2">${label}</text>`;
}

export function shirtSvg(n, label) {
  const [shirt] = PALETTE[n % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#245a3b"/><stop offset="1" stop-color="#07140d"/></radialGradient></defs><rect width="600" height="600" fill="url(#g)"/><path d="${SHIRT}" fill="${shirt}" stroke="rgba(0,0,0,.25)" stroke-width="3"/>${emblem(n, label, 300, 270, 62)}</svg>`;
}

export function artSvg(n, label) {
  const [, , ink] = PALETTE[n % PALETTE.length];
  const bg = ink === "#050a07" || ink === "#12301f" ? "#f4eedf" : "#0c1f15";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/>${emblem(n, label, 200, 170, 100)}</svg>`;
}

const DESIGN_NAMES = [
  "Mile High Sunset",
  "Green Room Classic",
  "Stay Lifted",
  "Desert Bloom",
  "Cosmic Kush",
  "Roots & Rings",
  "Night Garden",
  "Golden Hour Leaf",
  "Smoke Signals",
  "Retro Rolling Hills",
  "Canopy Club",
  "High Tide",
];

let designSeq = 0;
function makeDesign(storeId, i, extra = {}) {
  const n = designSeq++;
  const id = `d${n}`;
  const label = (DESIGN_NAMES[i % DESIGN_NAMES.length] ?? "Leaf").split(" ")[0].toUpperCase();
  return {
    __typename: "Design",
    id,
    dispensaryId: storeId,
    name: DESIGN_NAMES[i % DESIGN_NAMES.length],
    frontImageUrl: `/media/designs/${id}-front.webp?n=${n}&l=${label}`,
    thumbnailUrl: `/media/designs/${id}-thumb.webp?n=${n}&l=${label}`,
    backImageUrl: null,
    printFileUrl: null,
    isCustom: false,
    price: "25.00",
    views: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    reactions: { __typename: "DesignReactions", hearts: (n * 7) % 23, thumbsUp: (n * 5) % 17, mine: [] },
    ...extra,
  };
}

const SAMPLE_STORES = [
  ["s1", "The Green Room", "dispensary", "1550 Colfax Ave", "Denver", "CO", 12],
  ["s2", "Blaze & Co. Smoke Shop", "smoke_shop", "400 Pearl St", "Boulder", "CO", 3],
  ["s3", "Mile High Leaf", "dispensary", "77 Green Way", "Aurora", "CO", 0],
  ["s4", "Pacific Roots Collective", "dispensary", "920 Abbot Kinney Blvd", "Los Angeles", "CA", 6],
  ["s5", "Haze Glass & Smoke", "smoke_shop", "18 Haight St", "San Francisco", "CA", 2],
  ["s6", "Empire Botanicals", "dispensary", "210 Bowery", "New York", "NY", 5],
  ["s7", "Great Lakes Greenhouse", "dispensary", "33 Woodward Ave", "Detroit", "MI", 4],
  ["s8", "Cascade Canopy", "dispensary", "1201 Pike St", "Seattle", "WA", 1],
];

export function sampleStores() {
  designSeq = 0;
  return SAMPLE_STORES.map(([id, name, businessType, address, city, state, designs], index) => ({
    __typename: "Dispensary",
    id,
    userId: `owner-${id}`,
    name,
    businessType,
    address,
    city,
    state,
    zipCode: "80202",
    qrCodeUrl: index === 4 ? null : `/media/qr/${id}.png`,
    storeUrl: `https://highcotton.app/store/${id}`,
    totalRevenue: "0.00",
    availableBalance: "0.00",
    viewCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    generation: { status: designs ? "completed" : "not_requested", ready: designs ? 20 : 0, expected: 20 },
    designs: Array.from({ length: designs }, (_, i) => makeDesign(id, i + index)),
  }));
}

export const USER = {
  __typename: "User",
  id: "u1",
  username: "mary",
  email: "mary@greenroom.co",
  firstName: "Mary",
  lastName: "Jane",
  role: "dispensary",
};

const STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const err = (message, code) => ({ data: null, errors: [{ message, extensions: { code } }] });

/** Public view of a store: owner-only fields are null unless it is the caller's. */
function view(store, state, first) {
  const mine = state.signedIn && state.myStoreId === store.id;
  const designs = store.designs.map((d) => ({
    ...d,
    reactions: { ...d.reactions, mine: state.reactions[d.id] ?? [] },
  }));
  return {
    ...store,
    totalRevenue: mine ? store.totalRevenue : null,
    availableBalance: mine ? store.availableBalance : null,
    viewCount: mine ? store.viewCount : null,
    isMine: mine,
    designCount: store.designs.length,
    designs: first == null ? designs : designs.slice(0, first),
    generation: { __typename: "DesignGeneration", ...store.generation },
  };
}

/**
 * options: signedIn, stores (array; default sampleStores()), myStoreId, generateDelayMs,
 * generateError ({message, code}), createError, noStores, qrAfterPolls (polls before a new QR appears),
 * designsPerPoll. Returns { calls, state }.
 */
export async function mockCatalog(page, options = {}) {
  const state = {
    signedIn: options.signedIn ?? false,
    stores: options.noStores ? [] : (options.stores ?? sampleStores()),
    myStoreId: options.myStoreId ?? null,
    reactions: {},
    polls: 0,
    views: [],
  };
  const calls = [];
  const qrCache = new Map();

  await page.route("**/media/**", async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith("/media/qr/")) {
      const id = url.pathname.split("/").pop().replace(".png", "");
      if (!qrCache.has(id))
        qrCache.set(id, await QRCode.toBuffer(`https://highcotton.app/store/${id}`, { width: 240, margin: 1 }));
      return route.fulfill({ status: 200, contentType: "image/png", body: qrCache.get(id) });
    }
    const n = Number(url.searchParams.get("n") ?? 0);
    const label = url.searchParams.get("l") ?? "LEAF";
    const body = url.pathname.includes("-thumb") ? artSvg(n, label) : shirtSvg(n, label);
    return route.fulfill({ status: 200, contentType: "image/svg+xml", body });
  });

  await page.route("**/graphql", async (route) => {
    const req = route.request();
    const body = req.postDataJSON();
    const v = body.variables ?? {};
    calls.push({ op: body.operationName, variables: v, headers: req.headers(), at: Date.now() });
    const my = () => state.stores.find((s) => s.id === state.myStoreId) ?? null;
    let json;
    switch (body.operationName) {
      case "Me":
        json = { data: { me: state.signedIn ? USER : null } };
        break;
      case "MyDispensary": {
        if (!state.signedIn) {
          json = err("You must be signed in", "UNAUTHENTICATED");
          break;
        }
        const store = my();
        if (store) {
          state.polls++;
          if (store.qrCodeUrl === null && state.polls >= (options.qrAfterPolls ?? 2))
            store.qrCodeUrl = `/media/qr/${store.id}.png`;
          if (store.generation.status === "generating" && state.polls > 1) {
            const step = options.designsPerPoll ?? 7;
            const before = store.designs.length;
            const target = Math.min(20, before + step);
            for (let i = before; i < target; i++) store.designs.push(makeDesign(store.id, i));
            store.generation.ready = target;
            if (target >= 20) store.generation.status = "completed";
          }
        }
        json = { data: { myDispensary: store ? view(store, state) : null } };
        break;
      }
      case "CreateDispensary": {
        if (options.createError) {
          json = err(options.createError.message, options.createError.code);
          break;
        }
        const input = v.input;
        const store = {
          __typename: "Dispensary",
          id: "new1",
          businessType: input.businessType ?? "dispensary",
          name: input.name,
          address: input.address,
          city: input.city,
          state: input.state,
          zipCode: input.zipCode,
          qrCodeUrl: null,
          storeUrl: "https://highcotton.app/store/new1",
          totalRevenue: "0.00",
          availableBalance: "0.00",
          viewCount: 0,
          createdAt: new Date().toISOString(),
          generation: { status: "not_requested", ready: 0, expected: 20 },
          designs: [],
        };
        state.stores.unshift(store);
        state.myStoreId = store.id;
        state.polls = 0;
        json = { data: { createDispensary: view(store, state) } };
        break;
      }
      case "RequestDesigns": {
        const store = state.stores.find((s) => s.id === v.input.dispensaryId);
        if (!store) {
          json = err("Store not found", "NOT_FOUND");
          break;
        }
        if (store.generation.status === "not_requested") store.generation.status = "generating";
        state.polls = 0;
        json = {
          data: {
            requestDesigns: {
              __typename: "RequestDesignsPayload",
              message: "AI designs are being generated. This may take a few minutes.",
              dispensary: view(store, state),
            },
          },
        };
        break;
      }
      case "MyStore": {
        const store = state.signedIn ? my() : null;
        json = state.signedIn
          ? { data: { myDispensary: store ? { __typename: "Dispensary", id: store.id, name: store.name } : null } }
          : err("You must be signed in", "UNAUTHENTICATED");
        break;
      }
      case "Dispensaries":
      case "MarketplaceStores":
      case "StateDispensaries": {
        const list = state.stores.filter((s) => !v.state || s.state === v.state);
        json = { data: { dispensaries: list.map((s) => view(s, state, v.first)) } };
        break;
      }
      case "StateStoreCounts": {
        const counts = Object.entries(STATES).map(([code, name]) => ({
          __typename: "StateStoreCount",
          code,
          name,
          storeCount: state.stores.filter((s) => s.state === code).length,
        }));
        counts.sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name));
        json = { data: { stateStoreCounts: counts } };
        break;
      }
      case "Store": {
        const store = state.stores.find((s) => s.id === v.id);
        json = { data: { dispensary: store ? view(store, state) : null } };
        break;
      }
      case "ReactToDesign": {
        const design = state.stores.flatMap((s) => s.designs).find((d) => d.id === v.input.designId);
        if (!design) {
          json = err("Design not found", "NOT_FOUND");
          break;
        }
        state.reactions[design.id] ??= [];
        const mine = state.reactions[design.id];
        if (!mine.includes(v.input.type)) {
          mine.push(v.input.type);
          if (v.input.type === "heart") design.reactions.hearts++;
          else design.reactions.thumbsUp++;
        }
        json = {
          data: {
            reactToDesign: {
              __typename: "DesignReactions",
              hearts: design.reactions.hearts,
              thumbsUp: design.reactions.thumbsUp,
              mine: [...mine],
            },
          },
        };
        break;
      }
      case "RecordStoreView": {
        state.views.push(v.input.dispensaryId);
        const store = state.stores.find((s) => s.id === v.input.dispensaryId);
        if (store) store.viewCount++;
        json = store ? { data: { recordStoreView: true } } : err("Store not found", "NOT_FOUND");
        break;
      }
      case "GenerateCustomDesign": {
        await new Promise((r) => setTimeout(r, options.generateDelayMs ?? 1200));
        if (options.generateError) {
          json = err(options.generateError.message, options.generateError.code);
          break;
        }
        const design = makeDesign(null, 4, {
          name: "Cosmic Kush Voyager",
          isCustom: true,
          customSessionId: req.headers()["x-session-id"],
        });
        json = { data: { generateCustomDesign: design } };
        break;
      }
      default:
        json = err(`Unmocked operation ${body.operationName}`, "BAD_USER_INPUT");
    }
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(json) });
  });
  return { calls, state };
}
