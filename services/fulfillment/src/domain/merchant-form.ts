import { isUsStateCode } from "@highcotton/catalog/contract";
import type { z } from "zod";
import { merchantFormSchema as merchantFields, merchantStateSchema } from "../contract/index.ts";
import { messages } from "./messages.ts";

/** The contract's merchant form with the state one of catalog's 50 codes: leads are matched by state. */
export const merchantFormSchema = merchantFields.extend({
  state: merchantStateSchema.refine(isUsStateCode, messages.stateLength),
});

export type MerchantForm = z.infer<typeof merchantFormSchema>;
