/** An operator command was not understood; the message is the usage. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
