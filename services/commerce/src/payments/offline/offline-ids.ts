import { createHash, randomBytes } from "node:crypto";

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPPERCASE_ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function spell(bytes: Uint8Array, length: number, alphabet: string): string {
  // 256 % 62 leaves a small bias: harmless for ids that only need to be unique and unguessable.
  let text = "";
  for (let index = 0; index < length; index++) text += alphabet[(bytes[index] ?? 0) % alphabet.length];
  return text;
}

/** Letters and digits from a secure random source (client secrets, client tokens). */
export const randomAlphanumeric = (length: number): string => spell(randomBytes(length), length, ALPHANUMERIC);

/**
 * The same id for the same seed: an idempotency key becomes the payment's id, so asking twice
 * finds the first payment (the offline store has no key column of its own).
 */
export const idFromSeed = (seed: string, length: number, alphabet: "mixed" | "upper" = "mixed"): string =>
  spell(createHash("sha256").update(seed).digest(), length, alphabet === "upper" ? UPPERCASE_ALPHANUMERIC : ALPHANUMERIC);
