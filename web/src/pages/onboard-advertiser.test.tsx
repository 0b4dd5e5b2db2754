import { labels as adsLabels, messages as adsMessages, planOf as adsPlanOf } from "@highcotton/ads/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { advertiser, advertisingPlans, application } from "../test/ads-fixtures.ts";
import { chooseOption } from "../test/choose-option.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql, toastTitled, userWithRole } from "../test/render-page.tsx";
import { ADVERTISER_REDIRECT_MS, OnboardAdvertiserPage } from "./onboard-advertiser.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Standing = { myAdvertiser: unknown; myAdvertiserApplication: unknown };

/** The ads graph for a user who has not applied (unless `standing` says otherwise), and `extra` for the rest. */
function adsServer(
  extra: (op: string, variables: Record<string, unknown>) => unknown = () => ({ data: null }),
  standing: () => Standing = () => ({ myAdvertiser: null, myAdvertiserApplication: null }),
) {
  return stubGraphql((op, variables) => {
    if (op === "AdvertisingPlans") return { data: { advertisingPlans } };
    if (op === "AdvertiserStanding") return { data: standing() };
    return extra(op, variables);
  });
}

const user = userWithRole("user");
const submitButton = () => screen.getByRole("button", { name: "Submit Application" }) as HTMLButtonElement;

async function fillForm() {
  fireEvent.change(await screen.findByLabelText(adsLabels.companyName), { target: { value: "  Bud Brand Co " } });
  fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: "https://budbrand.co" } });
  await chooseOption("Advertising plan", new RegExp(adsPlanOf("medium_250").label));
}

describe("/onboard-advertiser (SPEC §2/§5/§8)", () => {
  it("asks a signed-out visitor to log in, and asks the server nothing about them", () => {
    const calls = adsServer();
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />);
    screen.getByRole("heading", { name: "Login Required" });
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(calls("AdvertiserStanding")).toHaveLength(0);
  });

  it("prefills the contact email from the user and says SPEC's messages before sending anything", async () => {
    const calls = adsServer();
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    expect(((await screen.findByLabelText(adsLabels.contactEmail)) as HTMLInputElement).value).toBe("m@x.io");
    fireEvent.change(screen.getByLabelText(adsLabels.contactEmail), { target: { value: "not an email" } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: "budbrand" } });
    await screen.findByRole("combobox", { name: "Advertising plan" });
    fireEvent.click(submitButton());
    await screen.findByText(adsMessages.companyNameRequired);
    screen.getByText(adsMessages.validEmailRequired);
    screen.getByText(adsMessages.validUrlRequired);
    screen.getByText(adsMessages.planRequired);
    expect(document.activeElement).toBe(screen.getByLabelText(adsLabels.companyName));
    expect(calls("ApplyToAdvertise")).toHaveLength(0);
  });

  it("applies, says the application is received and pending review, and opens the advertiser dashboard 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = adsServer((op) =>
      op === "ApplyToAdvertise" ? { data: { applyToAdvertise: application({ plan: advertisingPlans[2] }) } } : { data: null },
    );
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    await fillForm();
    // The chosen plan's name and price beside the form.
    const summary = (await screen.findByText("Selected plan")).closest("[aria-live]") as HTMLElement;
    within(summary).getByText("$250");
    fireEvent.click(submitButton());

    await screen.findByText(adsMessages.applicationReceived);
    screen.getByText(adsMessages.applicationReceivedDetail);
    expect(screen.queryByText("Coming Soon!")).toBeNull();
    expect(requestBody(calls("ApplyToAdvertise")[0]).variables.input).toEqual({
      companyName: "Bud Brand Co",
      contactEmail: "m@x.io",
      website: "https://budbrand.co",
      plan: "medium_250",
    });
    screen.getByRole("button", { name: "Submitted" });
    act(() => vi.advanceTimersByTime(ADVERTISER_REDIRECT_MS - 100));
    expect(screen.getByTestId("location").textContent).toBe("/onboard-advertiser");
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/advertiser-dashboard"));
  });

  it("says 'Failed to submit application' with the server's reason, then shows the application already under review", async () => {
    let applied = false;
    adsServer(
      (op) => {
        if (op !== "ApplyToAdvertise") return { data: null };
        applied = true;
        return graphError(adsMessages.applicationOpen, "CONFLICT");
      },
      () => ({ myAdvertiser: null, myAdvertiserApplication: applied ? application() : null }),
    );
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    await fillForm();
    fireEvent.click(submitButton());
    await screen.findByText("Failed to submit application");
    const toast = toastTitled("Failed to submit application");
    expect(toast.getAttribute("data-variant")).toBe("destructive");
    within(toast).getByText(adsMessages.applicationOpen);
    await screen.findByRole("heading", { name: "Application received" });
    expect(screen.getByTestId("location").textContent).toBe("/onboard-advertiser");
  });

  it("keeps the form and what was typed when the server cannot be reached", async () => {
    const calls = adsServer((op) => (op === "ApplyToAdvertise" ? graphError("", "INTERNAL_SERVER_ERROR") : { data: null }));
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    await fillForm();
    fireEvent.click(submitButton());
    await screen.findByText("Failed to submit application");
    within(toastTitled("Failed to submit application")).getByText("Please try again.");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect((screen.getByLabelText(adsLabels.companyName) as HTMLInputElement).value).toBe("  Bud Brand Co ");
    expect(calls("ApplyToAdvertise")).toHaveLength(1);
  });

  it("shows an application under review instead of the form", async () => {
    adsServer(undefined, () => ({ myAdvertiser: null, myAdvertiserApplication: application() }));
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    const status = await screen.findByRole("region", { name: "Application received" });
    within(status).getByText("Pending review");
    within(status).getByText(`${adsPlanOf("flyer_50").label} · $50/month`);
    within(status).getByText(/we email ads@budbrand.co when it is decided/);
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
  });

  it("offers the form again after a rejection, with the operator's reason", async () => {
    adsServer(undefined, () => ({
      myAdvertiser: null,
      myAdvertiserApplication: application({ status: "rejected", rejectionReason: "Your website does not load" }),
    }));
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe("Your last application was not approved: Your website does not load");
    screen.getByRole("button", { name: "Submit Application" });
  });

  it("sends an advertiser to its dashboard", async () => {
    adsServer(undefined, () => ({ myAdvertiser: advertiser(), myAdvertiserApplication: application({ status: "approved" }) }));
    renderPage("/onboard-advertiser", <OnboardAdvertiserPage />, { user });
    await screen.findByRole("heading", { name: "You're an advertiser" });
    expect(screen.getByRole("link", { name: "Open advertiser dashboard" }).getAttribute("href")).toBe("/advertiser-dashboard");
    expect(screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
  });
});
