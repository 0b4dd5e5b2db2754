/** What both card forms (Stripe Elements and the offline form) get from the checkout page. */
export interface CardFormProps {
  /** The payment intent's client secret. */
  clientSecret: string;
  /** The cart's total, for the pay button. */
  total: string;
  /** Checks the shipping form (showing its errors) and that the cart is still the one being paid for. */
  validate: () => Promise<boolean>;
  /** The card payment succeeded: place the order. */
  onPaid: (paymentIntentId: string) => Promise<void>;
}
