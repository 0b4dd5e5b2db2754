import { z } from "zod";

/** Rows an operator console list shows at once, and the most it may ask for in one page. */
export const OPERATOR_PAGE_DEFAULT = 50;
export const OPERATOR_PAGE_MAX = 100;

export const operatorPageMessages = {
  first: `Page size must be a whole number from 1 to ${OPERATOR_PAGE_MAX}`,
  offset: "Page offset must be a whole number, 0 or more",
} as const;

/**
 * A page of an operator console list: `first` rows (default 50, at most 100) after skipping
 * `offset`. The lists are short queues of work (stores past due, stale orders, unpaid payouts), so
 * a page number is enough.
 */
export const operatorPageSchema = z.object({
  first: z
    .number(operatorPageMessages.first)
    .int(operatorPageMessages.first)
    .min(1, operatorPageMessages.first)
    .max(OPERATOR_PAGE_MAX, operatorPageMessages.first)
    .nullish()
    .transform((first) => first ?? OPERATOR_PAGE_DEFAULT),
  offset: z
    .number(operatorPageMessages.offset)
    .int(operatorPageMessages.offset)
    .min(0, operatorPageMessages.offset)
    .max(1_000_000, operatorPageMessages.offset)
    .nullish()
    .transform((offset) => offset ?? 0),
});

export type OperatorPage = z.infer<typeof operatorPageSchema>;
