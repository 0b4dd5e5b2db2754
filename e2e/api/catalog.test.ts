import { messages, REACTIONS_PER_ADDRESS_PER_DESIGN, STORE_VIEWS_PER_ADDRESS_PER_STORE } from "@highcotton/catalog/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;
let ownerToken: string;
let strangerToken: string;
let storeId: string;

const tokenOf = async (role: "user" | "dispensary") => (await signUp(api, role)).token;

const store = {
  businessType: "smoke_shop",
  name: "Smokey's Glass & Grass",
  address: "608 E 6th St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
  ownerToken = await tokenOf("dispensary");
  strangerToken = await tokenOf("user");
});
afterAll(async () => {
  await system?.stop();
});

describe("store onboarding: /api/dispensary", () => {
  it("answers null before the owner has a store and 401 when signed out", async () => {
    expect(await api.get("/api/dispensary", { token: ownerToken })).toMatchObject({ status: 200, body: null });
    expect((await api.get("/api/dispensary")).status).toBe(401);
    expect((await api.post("/api/dispensary", store)).status).toBe(401);
  });

  it.each([
    [{ name: "" }, messages.nameLength],
    [{ state: "Texas" }, messages.stateInvalid],
    [{ zipCode: "" }, messages.zipRequired],
    [{ address: 12 }, "Street address must be a string"],
    [{ businessType: "bar" }, messages.businessTypeInvalid],
  ])("answers 400 for %o", async (overrides, message) => {
    expect(await api.post("/api/dispensary", { ...store, ...overrides }, { token: ownerToken })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it("creates no store when the sign-on fee's card is declined", async () => {
    const declinedOwner = await tokenOf("dispensary");
    expect(
      await api.post("/api/dispensary", { ...store, paymentMethodId: "pm_card_chargeDeclined" }, { token: declinedOwner }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    expect(await api.get("/api/dispensary", { token: declinedOwner })).toMatchObject({ status: 200, body: null });
  });

  it("creates the store once, and its QR code of the store page follows", async () => {
    const created = await api.post("/api/dispensary", store, { token: ownerToken });
    expect(created).toMatchObject({
      status: 201,
      body: { ...store, qrCodeUrl: null, totalRevenue: "0.00", designCount: 0, feeStatus: "due", feePayments: [] },
    });
    storeId = created.body.id;
    expect(created.body.storeUrl).toBe(`${system.url}/store/${storeId}`);
    expect(await api.post("/api/dispensary", store, { token: ownerToken })).toMatchObject({
      status: 409,
      body: { message: messages.alreadyHasStore },
    });
    const qrCodeUrl = await eventually(
      async () => (await api.get(`/api/dispensaries/${storeId}`)).body.qrCodeUrl ?? undefined,
      30_000,
    );
    const qr = await fetch(new URL(qrCodeUrl, system.url));
    expect(qr.headers.get("content-type")).toBe("image/png");
    expect((await api.get("/api/dispensary", { token: ownerToken })).body).toMatchObject({
      id: storeId,
      generation: { status: "not_requested" },
    });
  });

  it("keeps the store unlisted and without designs until its sign-on fee is paid", async () => {
    const listed = async () => (await api.get("/api/dispensaries")).body.some((entry: { id: string }) => entry.id === storeId);
    expect(await listed()).toBe(false);
    expect(await api.post(`/api/dispensaries/${storeId}/generate-designs`, undefined, { token: ownerToken })).toMatchObject({
      status: 402,
      body: { message: messages.feeDue },
    });
    const fee = "/api/dispensary/sign-on-fee";
    expect((await api.post(fee, { paymentMethodId: "pm_card_visa" })).status).toBe(401);
    expect((await api.post(fee, {}, { token: ownerToken })).status).toBe(400);
    expect(await api.post(fee, { paymentMethodId: "pm_card_chargeDeclined" }, { token: ownerToken })).toMatchObject({
      status: 402,
      body: { message: "Your card was declined." },
    });
    expect((await api.get("/api/dispensary", { token: ownerToken })).body.feeStatus).toBe("due");

    const paid = await api.post(fee, { paymentMethodId: "pm_card_visa" }, { token: ownerToken });
    expect(paid).toMatchObject({
      status: 200,
      body: { id: storeId, feeStatus: "paid", feePayments: [{ kind: "sign_on", amount: "100.00" }] },
    });
    const renewsAt = new Date(paid.body.renewsAt);
    const paidAt = new Date(paid.body.feePayments[0].paidAt);
    expect(renewsAt.getUTCFullYear() - paidAt.getUTCFullYear()).toBe(1);
    expect(await api.post(fee, { paymentMethodId: "pm_card_visa" }, { token: ownerToken })).toMatchObject({
      status: 409,
      body: { message: messages.feeAlreadyPaid },
    });
    // Public reads may be answered from the REST adapter's answer of a moment ago.
    await eventually(async () => ((await listed()) ? true : undefined), 10_000, "the paid store listed");
  });
});

describe("stores: /api/dispensaries", () => {
  it("lists stores with the documented fields and hides the owner's money", async () => {
    const { status, body } = await api.get("/api/dispensaries");
    expect(status).toBe(200);
    const listed = body.find((entry: { id: string }) => entry.id === storeId);
    expect(listed).toMatchObject({
      name: store.name,
      businessType: "smoke_shop",
      city: "Austin",
      state: "TX",
      address: store.address,
    });
    expect(listed).toHaveProperty("qrCodeUrl");
    expect(listed).not.toHaveProperty("totalRevenue");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(await api.get("/api/dispensaries/8f5e2c1a-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { message: messages.dispensaryNotFound },
    });
    expect((await api.get("/api/dispensaries/not-an-id")).status).toBe(404);
    expect((await api.get("/api/dispensaries/not-an-id/designs")).status).toBe(404);
  });
});

describe("design generation", () => {
  it("lets only the owner start it", async () => {
    expect((await api.post(`/api/dispensaries/${storeId}/generate-designs`)).status).toBe(401);
    expect(await api.post(`/api/dispensaries/${storeId}/generate-designs`, undefined, { token: strangerToken })).toMatchObject({
      status: 403,
      body: { message: messages.notYourStore },
    });
  });

  it("makes 20 branded designs in the background, however often the owner asks", async () => {
    for (let ask = 0; ask < 2; ask++) {
      expect(await api.post(`/api/dispensaries/${storeId}/generate-designs`, undefined, { token: ownerToken })).toMatchObject({
        status: 202,
        body: { message: messages.generationStarted },
      });
    }
    const designs = await eventually(
      async () => {
        const { body } = await api.get(`/api/dispensaries/${storeId}/designs`);
        return body.length >= 20 ? body : undefined;
      },
      180_000,
      "20 designs",
    );
    expect(designs).toHaveLength(20);
    expect(new Set(designs.map((design: { name: string }) => design.name)).size).toBe(20);
    expect(designs[0]).toMatchObject({ dispensaryId: storeId, price: "25.00", isCustom: false });
    const image = await fetch(new URL(designs[0].frontImageUrl, system.url));
    expect(image.headers.get("content-type")).toBe("image/webp");
    const inMarketplace = async () =>
      (await api.get("/api/designs?limit=200")).body.filter(
        (design: { dispensaryId: string }) => design.dispensaryId === storeId,
      );
    await eventually(async () => ((await inMarketplace()).length === 20 ? true : undefined), 10_000, "its 20 in the marketplace");
    const mine = await api.get("/api/dispensary", { token: ownerToken });
    expect(mine.body).toMatchObject({ designCount: 20, generation: { status: "completed", ready: 20, expected: 20 } });
  });
});

describe("one design: GET /api/designs/{id}", () => {
  it("answers the design with its store's name and its 1200 px artwork, and 404 for an id that names none", async () => {
    const [listed] = (await api.get(`/api/dispensaries/${storeId}/designs`)).body;
    const { status, body } = await api.get(`/api/designs/${listed.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: listed.id, name: listed.name, dispensaryId: storeId, storeName: store.name });
    const artwork = await fetch(new URL(body.artworkUrl, system.url));
    expect(artwork.headers.get("content-type")).toBe("image/webp");
    expect(await api.get("/api/designs/8f5e2c1a-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { message: messages.designNotFound },
    });
  });
});

describe("GET /api/designs pages", () => {
  it("keeps SPEC's array body and hands out the next page's cursor until the last page", async () => {
    // Asked with a session, so every page and the whole list are read now, not from the public-read cache.
    // Other journeys share this system and add or hide designs meanwhile: the walk must hold every
    // design listed both before and after it, and only designs listed at one of those moments.
    const live = { token: strangerToken };
    const allIds = async () =>
      new Set<string>((await api.get("/api/designs?limit=200", live)).body.map((design: { id: string }) => design.id));
    const before = await allIds();
    const first = await api.get("/api/designs?limit=7", live);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(7);
    const seen: string[] = first.body.map((design: { id: string }) => design.id);
    let cursor = first.headers.get("x-next-cursor");
    expect(first.headers.get("link")).toBe(`</api/designs?limit=7&cursor=${cursor}>; rel="next"`);
    while (cursor) {
      const page = await api.get(`/api/designs?limit=7&cursor=${cursor}`, live);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((design: { id: string }) => design.id));
      cursor = page.headers.get("x-next-cursor");
    }
    expect(new Set(seen).size).toBe(seen.length);
    const after = await allIds();
    expect([...before].filter((id) => after.has(id) && !seen.includes(id))).toEqual([]);
    // (Only when the whole list fit in one read of 200.)
    if (after.size < 200) expect(seen.filter((id) => !before.has(id) && !after.has(id))).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect((await api.get("/api/designs", live)).body.length).toBeLessThanOrEqual(60);
  });

  it.each([
    ["?limit=0", "limit must be a whole number from 1 to 200"],
    ["?limit=201", "limit must be a whole number from 1 to 200"],
    ["?limit=ten", "limit must be a whole number from 1 to 200"],
    ["?cursor=bm90LWEtY3Vyc29y", messages.cursorInvalid],
  ])("answers 400 for %s", async (query, message) => {
    expect(await api.get(`/api/designs${query}`)).toMatchObject({ status: 400, body: { message } });
  });
});

describe("reactions and store views", () => {
  it("counts one heart and one thumbs-up per session", async () => {
    const [design] = (await api.get(`/api/dispensaries/${storeId}/designs`)).body;
    const path = `/api/designs/${design.id}/reactions`;
    expect(await api.get(path)).toMatchObject({ status: 200, body: { hearts: 0, thumbsUp: 0 } });
    await api.post(path, { type: "heart", sessionId: "session_1_a" });
    await api.post(path, { type: "heart", sessionId: "session_1_a" });
    const last = await api.post(path, { type: "thumbs_up", sessionId: "session_2_b" });
    expect(last).toMatchObject({ status: 200, body: { hearts: 1, thumbsUp: 1 } });
    expect(await api.post(path, { type: "love", sessionId: "session_1_a" })).toMatchObject({
      status: 400,
      body: { message: messages.reactionInvalid },
    });
    expect((await api.post(path, { type: "heart" })).status).toBe(400);
    expect((await api.get("/api/designs/8f5e2c1a-0000-4000-8000-000000000000/reactions")).status).toBe(404);
  });

  it("records store page views", async () => {
    expect(
      await api.post("/api/analytics/event", { dispensaryId: storeId, eventType: "view", sessionId: "session_1_a" }),
    ).toMatchObject({
      status: 201,
    });
    expect(await api.post("/api/analytics/event", { dispensaryId: storeId, eventType: "click", sessionId: "s" })).toMatchObject({
      status: 400,
      body: { message: messages.eventTypeInvalid },
    });
    expect(
      (await api.post("/api/analytics/event", { dispensaryId: "8f5e2c1a-0000-4000-8000-000000000000", eventType: "view" }))
        .status,
    ).toBe(404);
    expect((await api.get("/api/dispensary", { token: ownerToken })).body.viewCount).toBe(1);
  });
});

describe("hearts and views from fresh session ids", () => {
  it("count only so many from one address, then answer 429 with Retry-After", async () => {
    const [design] = (await api.get(`/api/dispensaries/${storeId}/designs`)).body;
    const { hearts } = (await api.get(`/api/designs/${design.id}/reactions`)).body;
    const viewsBefore = (await api.get("/api/dispensary", { token: ownerToken })).body.viewCount;
    const client = apiClient(system.url);
    const heartAnswers: Array<Awaited<ReturnType<typeof client.post>>> = [];
    const viewAnswers: typeof heartAnswers = [];
    for (let n = 0; n < 21; n++) {
      heartAnswers.push(
        await client.post(`/api/designs/${design.id}/reactions`, { type: "heart", sessionId: `session_1_fresh${n}` }),
      );
    }
    for (let n = 0; n < 40; n++) {
      const view = { dispensaryId: storeId, eventType: "view", sessionId: `session_1_fresh${n}` };
      viewAnswers.push(await client.post("/api/analytics/event", view));
    }
    const counted = (answers: typeof heartAnswers, status: number) => answers.filter((answer) => answer.status === status).length;
    expect(counted(heartAnswers, 200)).toBe(REACTIONS_PER_ADDRESS_PER_DESIGN);
    expect(heartAnswers.at(-1)).toMatchObject({ status: 429, body: { message: messages.tooManyReactions } });
    expect(Number(heartAnswers.at(-1)?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.get(`/api/designs/${design.id}/reactions`)).body.hearts).toBe(hearts + REACTIONS_PER_ADDRESS_PER_DESIGN);
    expect(counted(viewAnswers, 201)).toBe(STORE_VIEWS_PER_ADDRESS_PER_STORE);
    expect(viewAnswers.at(-1)).toMatchObject({ status: 429, body: { message: messages.tooManyStoreViews } });
    expect(Number(viewAnswers.at(-1)?.headers.get("retry-after"))).toBeGreaterThan(0);
    const viewsAfter = (await api.get("/api/dispensary", { token: ownerToken })).body.viewCount;
    expect(viewsAfter - viewsBefore).toBe(STORE_VIEWS_PER_ADDRESS_PER_STORE);
  });
});

describe("custom designs: /api/designs/custom/generate", () => {
  it("makes a $25 design from a description", async () => {
    const { status, body } = await api.post("/api/designs/custom/generate", {
      prompt: "retro sunset over the mountains",
      sessionId: "session_9_z",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ price: "25.00", isCustom: true, dispensaryId: null });
    expect(body.name).toEqual(expect.any(String));
    expect((await fetch(new URL(body.frontImageUrl, system.url))).headers.get("content-type")).toBe("image/webp");
  });

  it("previews a description free, then makes the design from it", async () => {
    const shopper = { prompt: 'a bear, "STAY LIFTED"', sessionId: "session_8_y" };
    const preview = await api.post("/api/designs/custom/preview", shopper);
    expect(preview.status).toBe(200);
    expect(preview.body.reading).toMatchObject({ text: "STAY LIFTED", noText: false });
    expect(preview.body.reading.brief).toEqual(expect.any(String));
    expect(preview.body.imageDataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(preview.body.madeBy).toBe("ENGINE");
    expect(await api.post("/api/designs/custom/preview", { ...shopper, prompt: "kids smoking" })).toMatchObject({
      status: 400,
      body: { message: messages.descriptionRefused },
    });
    const made = await api.post("/api/designs/custom/generate", shopper);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ price: "25.00", isCustom: true });
  });

  it("refuses a blank description with SPEC's message", async () => {
    expect(await api.post("/api/designs/custom/generate", { prompt: "   ", sessionId: "session_9_z" })).toMatchObject({
      status: 400,
      body: { message: messages.descriptionRequired },
    });
  });
});

describe("a store owner's brand kit and designs", () => {
  const kitPath = () => `/api/dispensaries/${storeId}/brand-kit`;
  const put = (path: string, body: unknown, token?: string) => api.call("PUT", path, { body, token });
  const storeDesignIds = async () =>
    (await api.get(`/api/dispensaries/${storeId}/designs`)).body.map((design: { id: string }) => design.id);

  it("saves colours, slogans and a logo (an SVG served only as a PNG), for the owner only", async () => {
    const kit = { colors: ["#2E7D32", "#ffd600"], slogans: ["Keep Austin lifted"] };
    expect((await put(kitPath(), kit)).status).toBe(401);
    expect((await put(kitPath(), kit, strangerToken)).status).toBe(403);
    expect(await put(kitPath(), { ...kit, colors: ["green"] }, ownerToken)).toMatchObject({
      status: 400,
      body: { message: messages.colorInvalid },
    });
    expect(await put(kitPath(), kit, ownerToken)).toMatchObject({
      status: 200,
      body: { colors: ["#2e7d32", "#ffd600"], slogans: ["Keep Austin lifted"], logoUrl: null },
    });

    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>alert(1)</script><image href="https://evil.example/x.png" width="9" height="9"/><circle cx="60" cy="30" r="25" fill="#2e7d32"/></svg>`;
    const logoPath = `${kitPath()}/logo`;
    const upload = { field: "logo", bytes: Buffer.from(svg), filename: "logo.png", type: "image/png" };
    expect((await api.postForm(logoPath, {}, [upload], { token: strangerToken })).status).toBe(403);
    const gif = { ...upload, bytes: Buffer.from("GIF89a\u0001\u0000\u0001\u0000") };
    expect(await api.postForm(logoPath, {}, [gif], { token: ownerToken })).toMatchObject({
      status: 400,
      body: { message: messages.logoNotPngOrSvg },
    });
    const saved = await api.postForm(logoPath, {}, [upload], { token: ownerToken });
    expect(saved).toMatchObject({ status: 200, body: { colors: ["#2e7d32", "#ffd600"] } });
    const logo = await fetch(new URL(saved.body.logoUrl, system.url));
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await logo.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    expect(await api.get(kitPath(), { token: ownerToken })).toMatchObject({
      status: 200,
      body: { brandKit: { logoUrl: saved.body.logoUrl }, regenerationsLeft: 5 },
    });
    expect((await api.get(kitPath(), { token: strangerToken })).status).toBe(403);
  });

  it("hides a design from the store page, the marketplace and carts, and regenerates another in its slot", async () => {
    const [hiddenId, regeneratedId] = await storeDesignIds();
    expect((await put(`/api/designs/${hiddenId}/visibility`, { hidden: true }, strangerToken)).status).toBe(403);
    expect(await put(`/api/designs/${hiddenId}/visibility`, { hidden: true }, ownerToken)).toMatchObject({
      status: 200,
      body: { id: hiddenId, hidden: true },
    });
    // Shoppers' public reads may be answered from the REST adapter's answer of a moment ago.
    const marketplaceIds = async () => (await api.get("/api/designs?limit=200")).body.map((design: { id: string }) => design.id);
    await eventually(
      async () =>
        !(await storeDesignIds()).includes(hiddenId) && !(await marketplaceIds()).includes(hiddenId) ? true : undefined,
      10_000,
      "the hidden design gone from the store page and the marketplace",
    );
    await eventually(
      async () =>
        (await api.post("/api/cart", { sessionId: `session_${Date.now()}_hidden`, designId: hiddenId })).status === 404
          ? true
          : undefined,
      30_000,
      "hidden design refused by the cart",
    );

    expect((await api.post(`/api/designs/${regeneratedId}/regenerate`, undefined, { token: strangerToken })).status).toBe(403);
    expect(await api.post(`/api/designs/${regeneratedId}/regenerate`, undefined, { token: ownerToken })).toMatchObject({
      status: 202,
      body: { design: { id: regeneratedId, regenerating: true }, regenerationsLeft: 4 },
    });
    const replacement = await eventually(
      async () => {
        const { body } = await api.get(kitPath(), { token: ownerToken });
        return body.designs.find((design: { id: string }) => design.id === regeneratedId)?.replacedById ?? undefined;
      },
      120_000,
      "the regenerated design",
    );
    const { body: dashboard } = await api.get(kitPath(), { token: ownerToken });
    expect(dashboard.regenerationsLeft).toBe(4);
    expect(
      dashboard.designs
        .filter((design: { hidden: boolean }) => design.hidden)
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([hiddenId, regeneratedId].sort());
    await eventually(
      async () => {
        const visible = await storeDesignIds();
        return visible.includes(replacement) && !visible.includes(regeneratedId) ? true : undefined;
      },
      10_000,
      "the new design on the store page in the old one's place",
    );
    expect(await api.post(`/api/designs/${regeneratedId}/regenerate`, undefined, { token: ownerToken })).toMatchObject({
      status: 409,
      body: { message: messages.designAlreadyReplaced },
    });
    // Commerce learns the new design as it learns any: it can be bought.
    await eventually(
      async () =>
        (await api.post("/api/cart", { sessionId: `session_${Date.now()}_regen`, designId: replacement })).status === 201
          ? true
          : undefined,
      30_000,
      "the new design in a cart",
    );
  });
});
