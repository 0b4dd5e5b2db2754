import { preparedRead } from "@highcotton/kit";
import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { toUserView, type UserView } from "./user-view.ts";

const userById = preparedRead((db: IdentityDeps["db"]) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("identity_user_by_id"),
);

/** One user by id, or null. Used for `me` (every signed-in page) and for other subgraphs resolving a User reference. */
export async function getUser(deps: Pick<IdentityDeps, "db">, id: string): Promise<UserView | null> {
  const [row] = await userById(deps.db).execute({ id });
  return row ? toUserView(row) : null;
}
