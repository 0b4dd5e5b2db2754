import { ApolloProvider } from "@apollo/client/react";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "../auth/auth-context.ts";
import { resetToasts } from "../components/ui/toast-store.ts";
import { Toaster } from "../components/ui/toaster.tsx";
import { STORE_QUERY } from "../graphql/catalog.ts";
import { createApolloClient } from "../lib/apollo-client.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { CreateDesignPage } from "./create-design.tsx";
import { DashboardPage } from "./dashboard.tsx";
import { OnboardPage } from "./onboard.tsx";
import { StatesPage } from "./states.tsx";
import { StorePage } from "./store.tsx";

type Handler = (operationName: string, variables: Record<string, unknown>) => unknown;

function stubGraphql(handler: Handler) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
    return new Response(JSON.stringify(handler(body.operationName, body.variables)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return (op: string) => fetchMock.mock.calls.filter(([, init]) => JSON.parse(String(init.body)).operationName === op);
}

const mary = { id: "u1", username: "mary", email: "m@x.io", firstName: null, lastName: null, role: "dispensary" as const };

function auth(signedIn: boolean): AuthContextValue {
  const user = signedIn ? mary : null;
  return { user, isAuthenticated: signedIn, isLoading: false, refreshUser: async () => user, logout: async () => {} };
}

/** The router's current search string, for tests of state kept in the URL. */
function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

function renderAt(
  path: string,
  element: ReactNode,
  { signedIn = false, routePath = path, client = createApolloClient("http://localhost/graphql") } = {},
) {
  return render(
    <StrictMode>
      <ApolloProvider client={client}>
        <AuthContext.Provider value={auth(signedIn)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={routePath}
                element={
                  <>
                    {element}
                    <LocationProbe />
                  </>
                }
              />
              <Route path="/dashboard" element={<p>dashboard page</p>} />
              <Route path="/" element={<p>home page</p>} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </AuthContext.Provider>
      </ApolloProvider>
    </StrictMode>,
  );
}

const design = (id: string, hearts = 0, mine: string[] = [], createdAt = "2026-01-01T00:00:00.000Z", thumbsUp = 0) => ({
  __typename: "Design",
  id,
  name: `Design ${id}`,
  frontImageUrl: `/media/${id}.webp`,
  createdAt,
  reactions: { __typename: "DesignReactions", hearts, thumbsUp, mine },
});

const store = (designs: unknown[] = []) => ({
  __typename: "Dispensary",
  id: "s1",
  name: "The Green Room",
  businessType: "dispensary",
  address: "1 Colfax Ave",
  city: "Denver",
  state: "CO",
  qrCodeUrl: null,
  designCount: designs.length,
  designs,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("/store/:id", () => {
  it("records one store view per page view, even under StrictMode", async () => {
    const calls = stubGraphql((op) =>
      op === "Store" ? { data: { dispensary: store([design("d1")]) } } : { data: { recordStoreView: true } },
    );
    renderAt("/store/s1", <StorePage />, { routePath: "/store/:id" });
    await screen.findByRole("heading", { name: "The Green Room" });
    await waitFor(() => expect(calls("RecordStoreView")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls("RecordStoreView")).toHaveLength(1);
    const [, init] = calls("RecordStoreView")[0] ?? [];
    expect(JSON.parse(String(init?.body)).variables).toEqual({ input: { dispensaryId: "s1" } });
  });

  it("records one view when the store is already cached (StrictMode runs mount effects twice)", async () => {
    const calls = stubGraphql(() => ({ data: { recordStoreView: true } }));
    const client = createApolloClient("http://localhost/graphql");
    client.writeQuery({ query: STORE_QUERY, variables: { id: "s1" }, data: { dispensary: store([design("d1")]) as never } });
    renderAt("/store/s1", <StorePage />, { routePath: "/store/:id", client });
    screen.getByRole("heading", { name: "The Green Room" });
    await waitFor(() => expect(calls("RecordStoreView")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls("RecordStoreView")).toHaveLength(1);
  });

  it("does not record a view of a store that does not exist", async () => {
    const calls = stubGraphql(() => ({ data: { dispensary: null } }));
    renderAt("/store/zz", <StorePage />, { routePath: "/store/:id" });
    await screen.findByRole("heading", { name: "Dispensary Not Found" });
    expect(calls("RecordStoreView")).toHaveLength(0);
  });

  it("shows 'Designs Coming Soon' for a store without designs", async () => {
    stubGraphql((op) => (op === "Store" ? { data: { dispensary: store() } } : { data: { recordStoreView: true } }));
    renderAt("/store/s1", <StorePage />, { routePath: "/store/:id" });
    await screen.findByRole("heading", { name: "Designs Coming Soon" });
  });

  it("a reaction updates the count and highlights the button", async () => {
    stubGraphql((op) => {
      if (op === "Store") return { data: { dispensary: store([design("d1", 4)]) } };
      if (op === "ReactToDesign")
        return { data: { reactToDesign: { __typename: "DesignReactions", hearts: 5, thumbsUp: 0, mine: ["heart"] } } };
      return { data: { recordStoreView: true } };
    });
    renderAt("/store/s1", <StorePage />, { routePath: "/store/:id" });
    const heart = await screen.findByRole("button", { name: "Heart: 4" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    const after = await screen.findByRole("button", { name: "Heart: 5" });
    expect(after.getAttribute("aria-pressed")).toBe("true");
  });
});

describe("/store/:id sorting", () => {
  // d1 is the store's first design, d3 the newest, d2 the most liked (hearts and thumbs-ups together).
  const designs = [
    design("d1", 1, [], "2026-01-01T00:00:00.000Z", 0),
    design("d2", 2, [], "2026-02-01T00:00:00.000Z", 5),
    design("d3", 3, [], "2026-03-01T00:00:00.000Z", 0),
  ];
  const shown = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

  function renderStore(path: string) {
    stubGraphql((op) => (op === "Store" ? { data: { dispensary: store(designs) } } : { data: { recordStoreView: true } }));
    renderAt(path, <StorePage />, { routePath: "/store/:id" });
  }

  it("shows the store's order until a sort is chosen, and keeps the choice in ?sort=", async () => {
    renderStore("/store/s1");
    await screen.findByRole("heading", { name: "Design d1" });
    expect(shown()).toEqual(["Design d1", "Design d2", "Design d3"]);
    expect(screen.getByRole("button", { name: "Featured" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Newest" }));
    expect(shown()).toEqual(["Design d3", "Design d2", "Design d1"]);
    expect(screen.getByTestId("location-search").textContent).toBe("?sort=newest");

    fireEvent.click(screen.getByRole("button", { name: "Most liked" }));
    expect(shown()).toEqual(["Design d2", "Design d3", "Design d1"]);
    expect(screen.getByTestId("location-search").textContent).toBe("?sort=liked");

    fireEvent.click(screen.getByRole("button", { name: "Featured" }));
    expect(shown()).toEqual(["Design d1", "Design d2", "Design d3"]);
    expect(screen.getByTestId("location-search").textContent).toBe("");
  });

  it("opens in the order a shared link asks for, and the store's order for a sort it does not know", async () => {
    renderStore("/store/s1?sort=liked");
    await screen.findByRole("heading", { name: "Design d2" });
    expect(shown()).toEqual(["Design d2", "Design d3", "Design d1"]);
    expect(screen.getByRole("button", { name: "Most liked" }).getAttribute("aria-pressed")).toBe("true");
    cleanup();

    renderStore("/store/s1?sort=cheapest");
    await screen.findByRole("heading", { name: "Design d1" });
    expect(shown()).toEqual(["Design d1", "Design d2", "Design d3"]);
  });
});

describe("/create-design", () => {
  it("refuses a blank description sent with Enter", async () => {
    const calls = stubGraphql(() => ({ data: null }));
    renderAt("/create-design", <CreateDesignPage />);
    const button = screen.getByRole("button", { name: "Create Design" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const box = screen.getByLabelText("Describe your design");
    fireEvent.change(box, { target: { value: "   " } });
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByText("Description Required")).toBeTruthy();
    expect(screen.getByText(catalogMessages.descriptionRequired)).toBeTruthy();
    expect(calls("GenerateCustomDesign")).toHaveLength(0);
  });

  it("Shift+Enter does not submit", () => {
    const calls = stubGraphql(() => ({ data: null }));
    renderAt("/create-design", <CreateDesignPage />);
    const box = screen.getByLabelText("Describe your design");
    fireEvent.change(box, { target: { value: "leaf" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(calls("GenerateCustomDesign")).toHaveLength(0);
    expect(screen.queryByText("Description Required")).toBeNull();
  });
});

describe("sign-in required", () => {
  it("/onboard sends a signed-out visitor to /api/login once", async () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderAt("/onboard", <OnboardPage />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("/dashboard sends a signed-out visitor to /api/login once", () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderAt("/dashboard-test", <DashboardPage />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("/onboard with a store goes to /dashboard", async () => {
    stubGraphql(() => ({
      data: {
        myDispensary: {
          ...store(),
          __typename: "Dispensary",
          zipCode: "80202",
          storeUrl: "x",
          totalRevenue: "0.00",
          availableBalance: "0.00",
          viewCount: 0,
          generation: { __typename: "DesignGeneration", status: "not_requested", ready: 0, expected: 20 },
        },
      },
    }));
    renderAt("/onboard", <OnboardPage />, { signedIn: true });
    await screen.findByText("dashboard page");
  });

  it("/dashboard without a store goes home", async () => {
    stubGraphql(() => ({ data: { myDispensary: null } }));
    renderAt("/dashboard-test", <DashboardPage />, { signedIn: true });
    await screen.findByText("home page");
  });
});

describe("/states", () => {
  it("dims and disables states without stores", async () => {
    stubGraphql(() => ({
      data: {
        stateStoreCounts: [
          { __typename: "StateStoreCount", code: "CO", name: "Colorado", storeCount: 2 },
          { __typename: "StateStoreCount", code: "AL", name: "Alabama", storeCount: 0 },
        ],
      },
    }));
    renderAt("/states", <StatesPage />);
    const co = (await screen.findByRole("button", { name: "Colorado, 2 stores" })) as HTMLButtonElement;
    const al = screen.getByRole("button", { name: "Alabama, 0 stores" }) as HTMLButtonElement;
    expect(co.disabled).toBe(false);
    expect(al.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(co);
    });
    await screen.findByRole("button", { name: "All states" });
  });
});
