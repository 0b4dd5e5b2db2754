import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServedAdvertisement } from "../../graphql/served-ad.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { renderPage } from "../../test/render-page.tsx";
import { adEvents } from "./ad-events.ts";
import { AdSlot } from "./ad-slot.tsx";

const flyer: ServedAdvertisement = {
  id: "ad1",
  kind: "flyer",
  title: "Blue Dream Drop",
  description: "Fresh terps every Friday.",
  mediaUrl: "/objects/ads/flyer.jpg",
  thumbnailUrl: "/objects/ads/flyer.jpg",
  width: 1080,
  height: 1350,
  companyName: "Bud Brand Co.",
  viewableAfterMs: 1000,
  clickUrl: "/api/ads/ad1/click",
  impressionToken: "0b9c7a1e-6f3d-4c2a-9e8b-1d2f3a4b5c6d.marketplace.AAAAAAAAAAAAAAAAAAAAAA.mhx1.mhx2.c2lnbmF0dXJl",
};

const video: ServedAdvertisement = {
  ...flyer,
  id: "ad2",
  kind: "video",
  title: "Sunset Session",
  description: null,
  mediaUrl: "/objects/ads/session.mp4",
  thumbnailUrl: "/objects/ads/session-poster.jpg",
  width: 1280,
  height: 720,
  viewableAfterMs: 2000,
  clickUrl: null,
};

/** The IntersectionObservers the page has running, and a way to move the ad on screen. */
const observers = new Set<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>();
function intersect(ratio: number) {
  act(() => {
    for (const observer of observers) {
      const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
      observer.callback([entry], {} as IntersectionObserver);
    }
  });
}

/** Answers the slot's GraphQL request and records the event batches the page posts. */
function stubServer(answer: () => unknown) {
  const graph: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const batches: Array<{ sessionId: string; events: Array<Record<string, unknown>> }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (String(url).endsWith("/api/ads/events")) {
        batches.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ accepted: 1, duplicates: 0 }), { status: 200 });
      }
      graph.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer()), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return { graph, batches };
}

const served = (ad: ServedAdvertisement | null) => () => ({
  data: { servedAdvertisement: ad && { __typename: "ServedAdvertisement", ...ad } },
});

function open() {
  return renderPage(
    "/marketplace",
    <main>
      <h1>Marketplace</h1>
      <AdSlot placement="marketplace" />
    </main>,
  );
}

describe("the ad slot", () => {
  beforeEach(() => {
    observers.clear();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private readonly entry;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options };
        }
        observe() {
          observers.add(this.entry);
        }
        disconnect() {
          observers.delete(this.entry);
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    adEvents().flush();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks for one ad for its placement and shows nothing, keeping no room, when none is running", async () => {
    const { graph } = stubServer(served(null));
    const { container } = open();
    await vi.waitFor(() => expect(graph).toHaveLength(1));
    expect(graph[0]).toMatchObject({ operationName: "ServedAdvertisement", variables: { placement: "marketplace" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector("aside")).toBeNull();
    expect(screen.queryByText("Sponsored")).toBeNull();
    expect(graph).toHaveLength(1);
  });

  it("shows nothing when the request fails", async () => {
    const { graph } = stubServer(() => ({ data: null, errors: [{ message: "ads is down" }] }));
    const { container } = open();
    await vi.waitFor(() => expect(graph).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector("aside")).toBeNull();
    screen.getByRole("heading", { name: "Marketplace" });
  });

  it("labels a flyer Sponsored with the advertiser's name and links through the server's click address", async () => {
    stubServer(served(flyer));
    open();
    const slot = await screen.findByRole("complementary", { name: "Sponsored: Bud Brand Co." });
    within(slot).getByText("Sponsored");
    within(slot).getByText("Bud Brand Co.");
    within(slot).getByText("Fresh terps every Friday.");
    const image = within(slot).getByAltText("Blue Dream Drop") as HTMLImageElement;
    expect(image.getAttribute("src")).toBe("/objects/ads/flyer.jpg");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1080", "1350"]);

    // The links say they open a new tab, as the icon shows sighted visitors.
    const title = within(slot).getByRole("link", { name: "Blue Dream Drop (opens in a new tab)" });
    const cta = within(slot).getByRole("link", { name: "Visit Bud Brand Co. (opens in a new tab)" });
    for (const link of [title, cta]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("sponsored noopener");
    }
    const href = new URL(title.getAttribute("href") ?? "");
    expect(href.origin).toBe(window.location.origin);
    expect(href.pathname).toBe("/api/ads/ad1/click");
    expect(href.searchParams.get("token")).toBe(flyer.impressionToken);
    expect(href.searchParams.get("pageViewId")).toMatch(/^[0-9a-f]{32}$/);
    expect(href.searchParams.get("eventId")).toMatch(/^[0-9a-f]{32}$/);
    expect(href.searchParams.get("sessionId")).toBe(getSessionId());

    // Each click is an event of its own, in the same page view.
    fireEvent.click(cta);
    const next = new URL(
      within(slot)
        .getByRole("link", { name: /^Blue Dream Drop/ })
        .getAttribute("href") ?? "",
    );
    expect(next.searchParams.get("eventId")).not.toBe(href.searchParams.get("eventId"));
    expect(next.searchParams.get("pageViewId")).toBe(href.searchParams.get("pageViewId"));
  });

  it("reports a flyer's impression once, after it was half on screen for a second, in a batch a second later", async () => {
    const { batches } = stubServer(served(flyer));
    open();
    const image = await screen.findByAltText("Blue Dream Drop");
    const pageViewId = new URL(
      screen.getByRole("link", { name: /^Blue Dream Drop/ }).getAttribute("href") ?? "",
    ).searchParams.get("pageViewId");
    vi.useFakeTimers();

    // Not drawn yet: nothing is watched.
    expect(observers.size).toBe(0);
    fireEvent.load(image);
    expect(observers.size).toBe(1);
    expect([...observers][0]?.options?.threshold).toEqual([0, 0.5, 1]);

    intersect(0.49);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    intersect(0.5);
    await act(() => vi.advanceTimersByTimeAsync(999));
    intersect(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(batches).toEqual([]);

    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(batches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(batches).toEqual([
      {
        sessionId: getSessionId(),
        events: [
          {
            eventId: expect.stringMatching(/^[0-9a-f]{32}$/),
            advertisementId: "ad1",
            kind: "impression",
            token: flyer.impressionToken,
            pageViewId,
            visibleMs: expect.any(Number),
          },
        ],
      },
    ]);
    expect(batches[0]?.events[0]?.visibleMs).toBeGreaterThanOrEqual(1000);

    intersect(0);
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(batches).toHaveLength(1);
  });

  it("sends a waiting impression at once when the ad is clicked, so the click finds it counted", async () => {
    const { batches } = stubServer(served(flyer));
    open();
    fireEvent.load(await screen.findByAltText("Blue Dream Drop"));
    vi.useFakeTimers();
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // Viewable: the impression waits up to a second for its batch.
    expect(batches).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: /^Visit Bud Brand Co\./ }));
    expect(batches.flatMap((batch) => batch.events)).toMatchObject([{ kind: "impression", token: flyer.impressionToken }]);
  });

  it("stops watching when the visitor leaves the page before the ad was viewable, and reports nothing", async () => {
    const { batches } = stubServer(served(video));
    const listening = new Set<unknown>();
    const add = document.addEventListener.bind(document);
    const remove = document.removeEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      if (type === "visibilitychange") listening.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(document, "removeEventListener").mockImplementation((type, listener, options) => {
      if (type === "visibilitychange") listening.delete(listener);
      remove(type, listener, options);
    });
    const { unmount } = open();
    await screen.findByRole("complementary", { name: "Sponsored: Bud Brand Co." });
    expect(observers.size).toBe(1);
    expect(listening.size).toBe(1);
    vi.useFakeTimers();
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));

    unmount();
    expect(observers.size).toBe(0);
    expect(listening.size).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    adEvents().flush();
    expect(batches).toEqual([]);
  });

  it("takes the ad away when its image cannot be loaded, counting nothing", async () => {
    const { batches } = stubServer(served(flyer));
    const { container } = open();
    fireEvent.error(await screen.findByAltText("Blue Dream Drop"));
    expect(container.querySelector("aside")).toBeNull();
    expect(observers.size).toBe(0);
    adEvents().flush();
    expect(batches).toEqual([]);
    screen.getByRole("heading", { name: "Marketplace" });
  });

  it("shows a video muted, with controls and its poster, never playing by itself, and waits 2 s for it", async () => {
    const { batches } = stubServer(served(video));
    const { container } = open();
    const slot = await screen.findByRole("complementary", { name: "Sponsored: Bud Brand Co." });
    const player = container.querySelector("video") as HTMLVideoElement;
    expect(player.muted).toBe(true);
    expect(player.autoplay).toBe(false);
    expect(player.controls).toBe(true);
    expect(player.hasAttribute("playsinline")).toBe(true);
    expect(player.getAttribute("preload")).toBe("metadata");
    expect(player.getAttribute("poster")).toBe("/objects/ads/session-poster.jpg");
    expect(player.getAttribute("src")).toBe("/objects/ads/session.mp4");
    within(slot).getByText("Sunset Session");
    // No website: nothing to click through to.
    expect(within(slot).queryByRole("link")).toBeNull();

    vi.useFakeTimers();
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    adEvents().flush();
    expect(batches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    adEvents().flush();
    expect(batches.map((batch) => batch.events.map((event) => [event.advertisementId, event.visibleMs]))).toEqual([
      [["ad2", 2000]],
    ]);
  });

  it("waits again from the start when the tab was hidden", async () => {
    const { batches } = stubServer(served(video));
    open();
    await screen.findByRole("complementary", { name: "Sponsored: Bud Brand Co." });
    vi.useFakeTimers();
    intersect(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    adEvents().flush();
    expect(batches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    adEvents().flush();
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(1);
    visibility.mockRestore();
  });
});
