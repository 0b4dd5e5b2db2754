/** The longest email address a mailbox takes (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * How often one email address may ask for its orders' links: a shopper who lost a mail asks once
 * or twice, and a stranger cannot fill someone's inbox.
 */
export const LOOKUPS_PER_EMAIL = { max: 3, windowSeconds: 60 * 60 } as const;

/** How often one client address may ask, whatever emails it names: stops walking a list of addresses. */
export const LOOKUPS_PER_ADDRESS = { max: 10, windowSeconds: 60 * 60 } as const;

/** A merchant gets at most one lead digest in this many minutes, listing every new lead in its state. */
export const LEAD_DIGEST_MINUTES = 15;
