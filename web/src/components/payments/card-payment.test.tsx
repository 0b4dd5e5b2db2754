import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { type FormEvent, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, toastTitled } from "../../test/render-page.tsx";
import type { CardInputState, SavedCard } from "./card-input.ts";
import { CardSubmitButton, useCardPayment } from "./card-payment.tsx";

/** A card input whose provider answers with `saved` once `answer` is called. */
function fakeCard() {
  let answer: (saved: SavedCard) => void = () => {};
  const state: CardInputState = {
    ready: true,
    save: () => new Promise<SavedCard>((resolve) => (answer = resolve)),
  };
  return { state, answer: (saved: SavedCard) => act(() => answer(saved)) };
}

function PayForm({ card, paid }: { card: CardInputState; paid: string[] }) {
  const payment = useCardPayment();
  const { setCard } = payment;
  useEffect(() => setCard(card), [setCard, card]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const paymentMethodId = await payment.saveCard();
    if (paymentMethodId) paid.push(paymentMethodId);
  };
  return (
    <form onSubmit={submit}>
      <CardSubmitButton payment={payment} label="Pay $50/month" waitingNote="Enter your card to pay." />
    </form>
  );
}

const button = () => document.querySelector("form button[type=submit]") as HTMLButtonElement;

describe("a card form's submit", () => {
  afterEach(cleanup);

  it("waits for a complete card, saying so", () => {
    renderPage("/pay", <PayForm card={{ ...fakeCard().state, ready: false }} paid={[]} />);
    expect(button().disabled).toBe(true);
    screen.getByText("Enter your card to pay.");
  });

  it("says it saves the card, sends nothing twice meanwhile, and gives the payment method", async () => {
    const card = fakeCard();
    const paid: string[] = [];
    renderPage("/pay", <PayForm card={card.state} paid={paid} />);
    fireEvent.click(button());
    await screen.findByRole("button", { name: "Saving your card..." });
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    card.answer({ paymentMethodId: "pm_1" });
    await waitFor(() => expect(paid).toEqual(["pm_1"]));
  });

  it("keeps the provider's refusal beside the card, toasts it, and offers the button again", async () => {
    const card = fakeCard();
    const paid: string[] = [];
    renderPage("/pay", <PayForm card={card.state} paid={paid} />);
    fireEvent.click(button());
    await screen.findByRole("button", { name: "Saving your card..." });
    card.answer({ error: "Your card number is incomplete." });
    expect((await screen.findByRole("alert")).textContent).toBe("Your card number is incomplete.");
    expect(toastTitled("Error").getAttribute("data-variant")).toBe("destructive");
    expect(button().textContent).toBe("Pay $50/month");
    expect(button().disabled).toBe(false);
    expect(paid).toEqual([]);
  });
});
