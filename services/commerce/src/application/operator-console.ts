import { fail, type Operator, type Result } from "@highcotton/kit";
import { messages } from "../contract/index.ts";

/** Every console list answers its operator only. */
export const forOperators = (operator: Operator | null): Result<never> | null =>
  operator ? null : fail("FORBIDDEN", messages.operatorsOnly);
