import { toast } from "../ui/toast-store.ts";

/** 'Add to Cart' until the cart slice lands: says so instead of doing nothing. */
export function announceCartComingSoon(designName?: string): void {
  toast({
    title: "Cart Coming Soon",
    description: designName
      ? `You'll be able to add "${designName}" to your cart soon.`
      : "You'll be able to add designs to your cart soon.",
  });
}
