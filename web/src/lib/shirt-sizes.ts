// Commerce's shirt sizes (AddToCartInput.size) and SPEC §9's default cart size.
export { DEFAULT_SIZE as DEFAULT_SHIRT_SIZE, SHIRT_SIZES, type ShirtSize } from "@highcotton/commerce/contract";
