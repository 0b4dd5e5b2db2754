import { ShoppingCart } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Your Cart — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function CartPage() {
  return (
    <ComingSoon
      title="Your Cart"
      icon={ShoppingCart}
      description="Adjust quantities, review your subtotal with free shipping, and proceed to checkout."
    />
  );
}
