import type { Db, TokenService } from "@highcotton/kit";
import type { ThrottlePolicy } from "../domain/login-throttle.ts";

/** What identity's use cases need from the outside. */
export interface IdentityDeps {
  db: Db;
  tokens: TokenService;
  throttle: ThrottlePolicy;
  now: () => Date;
}
