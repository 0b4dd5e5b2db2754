import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubGraphql } from "../../test/render-page.tsx";
import { StatsStrip } from "./stats-strip.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const state = (code: string, name: string, storeCount: number) => ({ __typename: "StateStoreCount", code, name, storeCount });

describe("the landing page's numbers", () => {
  it("counts the states that have stores today, as /states lists them, not all 50", async () => {
    stubGraphql((op) =>
      op === "StateStoreCounts"
        ? {
            data: {
              stateStoreCounts: [
                state("CO", "Colorado", 4),
                state("TX", "Texas", 1),
                state("WA", "Washington", 2),
                state("AK", "Alaska", 0),
                state("AL", "Alabama", 0),
              ],
            },
          }
        : { data: null },
    );
    renderPage("/", <StatsStrip />);
    const numbers = screen.getByRole("region", { name: "High Cotton in numbers" });
    // Nothing made up while the count is on its way.
    within(numbers).getByText("—");
    await waitFor(() => within(numbers).getByText("3"));
    within(numbers).getByText("states with stores to browse");
    expect(within(numbers).queryByText("50")).toBeNull();
  });

  it("says 'state' for one", async () => {
    stubGraphql(() => ({ data: { stateStoreCounts: [state("CO", "Colorado", 1), state("TX", "Texas", 0)] } }));
    renderPage("/", <StatsStrip />);
    await screen.findByText("state with stores to browse");
    screen.getByText("1");
  });
});
