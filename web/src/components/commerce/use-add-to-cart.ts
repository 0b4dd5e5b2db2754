import { useMutation } from "@apollo/client/react";
import { ADD_TO_CART_MUTATION, CART_COUNT_QUERY } from "../../graphql/commerce.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { DEFAULT_SHIRT_COLOR, type ShirtColor, shirtColorLabel } from "../../lib/shirt-colors.ts";
import type { ShirtSize } from "../../lib/shirt-sizes.ts";
import { toast } from "../ui/toast-store.ts";

export interface CartableDesign {
  id: string;
  name: string;
}

/**
 * SPEC §8 Add to cart: 'Added to Cart' or 'Failed to add to cart'. The navigation's count is
 * asked again (the count query runs even where no navigation is mounted, so the cache is fresh).
 */
export function useAddToCart() {
  const [add, { loading }] = useMutation(ADD_TO_CART_MUTATION);

  const addToCart = async (
    design: CartableDesign,
    size: ShirtSize,
    { color = DEFAULT_SHIRT_COLOR, quantity = 1 }: { color?: ShirtColor; quantity?: number } = {},
  ): Promise<boolean> => {
    const sessionId = getSessionId();
    try {
      await add({
        variables: { input: { sessionId, designId: design.id, size, color, quantity } },
        refetchQueries: [{ query: CART_COUNT_QUERY, variables: { sessionId } }],
      });
      const shirts = quantity === 1 ? "" : `${quantity} × `;
      toast({
        title: "Added to Cart",
        description: `${shirts}${design.name} (${shirtColorLabel(color)}, size ${size}) is in your cart.`,
        action: { label: "View cart", to: "/cart" },
      });
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: "Failed to add to cart", description: graphQLErrorMessage(error) });
      return false;
    }
  };

  return { addToCart, adding: loading };
}
