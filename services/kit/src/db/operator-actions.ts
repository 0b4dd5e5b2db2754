import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Operator } from "../auth/tokens.ts";
import type { Queryable } from "./database.ts";

/**
 * What operators did in this service (approve an advertiser, hide a post, settle a fee attempt…):
 * who, what, to which object, why and when. Every service keeps the actions on its own objects in
 * its own store, written in the same transaction as the action, so an action and its audit line
 * exist together or not at all.
 */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The operator's name: an operator account's username, or the CLI's `cli`. */
    operator: text("operator").notNull(),
    /** What was done, in the product's words (`approve-advertiser`, `hide-post`, …). */
    action: text("action").notNull(),
    /** The kind of object acted on (`advertiser-application`, `post`, …) and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The reason the operator gave, when the action asks for one. */
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("operator_actions_subject_idx").on(table.subjectType, table.subjectId, table.at),
    index("operator_actions_at_idx").on(sql`${table.at} desc`),
  ],
);

export interface OperatorAction {
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null | undefined;
  /** The service's clock, so a test's clock stamps the line too. */
  at?: Date | undefined;
}

/** Writes the audit line of an operator's action; call it inside the action's own transaction. */
export async function auditOperatorAction(tx: Queryable, operator: Operator, action: OperatorAction): Promise<void> {
  await tx.insert(operatorActions).values({
    operator: operator.name,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    reason: action.reason ?? null,
    ...(action.at ? { at: action.at } : {}),
  });
}
