// Commerce's shirt colours (AddToCartInput.color), the default every older line has, and the size chart.
export {
  DEFAULT_COLOR as DEFAULT_SHIRT_COLOR,
  nearestShirtColor,
  SHIRT_COLORS,
  type ShirtColor,
  SIZE_CHART,
  shirtColorLabel,
} from "@highcotton/commerce/contract";
