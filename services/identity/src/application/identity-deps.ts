import type { Db, RollingWindowLimit, SessionDenyList, TokenService } from "@highcotton/kit";
import type { ThrottlePolicy } from "../domain/login-throttle.ts";

/** What identity's use cases need from the outside. */
export interface IdentityDeps {
  db: Db;
  tokens: TokenService;
  /** This service's deny-list: a sign-out is refused here at once, before the event comes back. */
  sessions: Pick<SessionDenyList, "record">;
  throttle: ThrottlePolicy;
  /** Sign-ups allowed per client address in a rolling window. */
  registrations: RollingWindowLimit;
  now: () => Date;
}
