/**
 * Who acts in the society. A signed-in account is one identity across the feed and the society:
 * its profile, posts, comments and reactions are the account's, keyed `user:<account id>`, which
 * no browser session id can be (those are `session_<time>_<random>`). Signed out, the browser
 * session is the member (SPEC §6), as before.
 */
export interface SocietyMember {
  /** The key the member's profile, reactions and rate limits are kept under. */
  key: string;
  /** The account, when signed in. */
  account: { id: string; username: string } | null;
}

export const accountMemberKey = (accountId: string): string => `user:${accountId}`;

export const societyMemberOf = (account: { id: string; username: string } | null, sessionId: string): SocietyMember =>
  account
    ? { key: accountMemberKey(account.id), account: { id: account.id, username: account.username } }
    : { key: sessionId, account: null };
