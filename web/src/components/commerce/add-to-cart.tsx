import { Loader2, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { DEFAULT_SHIRT_SIZE, type ShirtSize } from "../../lib/shirt-sizes.ts";
import { Button, type ButtonSize } from "../ui/button.tsx";
import { SizePicker } from "./size-picker.tsx";
import { type CartableDesign, useAddToCart } from "./use-add-to-cart.ts";

/** SPEC §2: a design's size (default M, SPEC §9) and its 'Add to Cart' button. */
export function AddToCart({
  design,
  size = "md",
  className,
  onAdded,
}: {
  design: CartableDesign;
  size?: ButtonSize;
  className?: string;
  onAdded?: () => void;
}) {
  const [shirtSize, setShirtSize] = useState<ShirtSize>(DEFAULT_SHIRT_SIZE);
  const { addToCart, adding } = useAddToCart();
  const add = async () => {
    if (await addToCart(design, shirtSize)) onAdded?.();
  };
  return (
    <div className={cn("grid gap-3", className)}>
      <SizePicker value={shirtSize} onChange={setShirtSize} disabled={adding} />
      <Button size={size} className="w-full" onClick={add} disabled={adding}>
        {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        Add to Cart
      </Button>
    </div>
  );
}
