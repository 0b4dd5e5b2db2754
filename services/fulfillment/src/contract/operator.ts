import { operatorPageSchema } from "@highcotton/form-fields";

/** A page of the merchants' unpaid withdrawals in the operator console. */
export const merchantWithdrawalsPageSchema = operatorPageSchema;
