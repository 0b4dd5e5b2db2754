import { messages as identityMessages } from "@highcotton/identity/contract";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  resetToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  toast,
  useToasts,
} from "./toast-store.ts";

describe("toasts (SPEC §9)", () => {
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it("uses SPEC's constants", () => {
    expect([TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_DURATION, TOAST_SWIPE_THRESHOLD]).toEqual([1, 1_000_000, 5000, 50]);
  });

  it("shows only one toast: a new one replaces the old", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Login failed", description: identityMessages.invalidCredentials, variant: "destructive" });
      toast({ title: "Login successful", description: "Welcome back!" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Login successful", description: "Welcome back!", open: true });
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Hi" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
