import { useMutation } from "@apollo/client/react";
import { ADD_TO_CART_MUTATION, CART_COUNT_QUERY } from "../../graphql/commerce.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { getSessionId } from "../../lib/session-id.ts";
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

  const addToCart = async (design: CartableDesign, size: ShirtSize): Promise<boolean> => {
    const sessionId = getSessionId();
    try {
      await add({
        variables: { input: { sessionId, designId: design.id, size, quantity: 1 } },
        refetchQueries: [{ query: CART_COUNT_QUERY, variables: { sessionId } }],
      });
      toast({
        title: "Added to Cart",
        description: `${design.name} (size ${size}) is in your cart.`,
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
