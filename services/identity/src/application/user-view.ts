import type { users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** A user as the graph shows it: everything but the password hash. */
export type UserView = Omit<UserRow, "passwordHash">;

export function toUserView(row: UserRow): UserView {
  const { passwordHash: _hidden, ...view } = row;
  return view;
}
