import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDeferredData } from "./deferred-data.ts";

/** Every render's answer, in order: what the page drew, including the urgent renders between. */
function drawn(initial: { data: string | undefined; key: string }) {
  const renders: Array<{ data: string | undefined; pending: boolean; key: string }> = [];
  const hook = renderHook(
    ({ data, key }) => {
      const answer = useDeferredData(data, key);
      renders.push({ ...answer, key });
      return answer;
    },
    { initialProps: initial },
  );
  return { renders, rerender: (props: typeof initial) => act(() => hook.rerender(props)) };
}

describe("a query's data drawn one step behind", () => {
  it("draws a first answer after an urgent render that still shows the page loading", () => {
    const { renders, rerender } = drawn({ data: undefined, key: "store-a" });
    renders.length = 0;
    rerender({ data: "A", key: "store-a" });
    expect(renders[0]).toEqual({ data: undefined, pending: true, key: "store-a" });
    expect(renders.at(-1)).toEqual({ data: "A", pending: false, key: "store-a" });
  });

  it("draws later changes to the same data at once, never the old data after the new arrived", () => {
    const { renders, rerender } = drawn({ data: "cart with 2 lines", key: "session" });
    expect(renders.at(-1)?.data).toBe("cart with 2 lines");
    renders.length = 0;
    rerender({ data: "cart with 1 line", key: "session" });
    expect(renders.map((render) => render.data)).toEqual(["cart with 1 line"]);
  });

  it("draws the first answer for another key one step behind too (a store opened from another, its data cached)", () => {
    const { renders, rerender } = drawn({ data: "store A", key: "a" });
    renders.length = 0;
    rerender({ data: "store B", key: "b" });
    expect(renders[0]).toEqual({ data: undefined, pending: true, key: "b" });
    expect(renders.at(-1)).toEqual({ data: "store B", pending: false, key: "b" });
  });
});
