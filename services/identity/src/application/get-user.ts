import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { toUserView, type UserView } from "./user-view.ts";

/** One user by id, or null. Used for `me` and for other subgraphs resolving a User reference. */
export async function getUser(deps: Pick<IdentityDeps, "db">, id: string): Promise<UserView | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUserView(row) : null;
}
