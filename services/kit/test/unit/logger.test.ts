import { DrizzleQueryError } from "drizzle-orm/errors";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.ts";

/** A logger whose lines a test reads. */
function capturing() {
  const lines: string[] = [];
  const logger = createLogger({ name: "test", destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines };
}

// What a shopper's order carries into an insert that fails.
const SHOPPER = ["Ada Lovelace", "ada.lovelace@example.com", "4300 Quietude Lane", "80205-1234"];
const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "leads" ("customer_name", "customer_email", "shipping_address", "shipping_zip") values ($1, $2, $3, $4)',
    SHOPPER,
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
  );

describe("logged errors", () => {
  it("keep a failed query's parameters (shoppers' names, emails, addresses) out, and the query and its cause in", () => {
    const { logger, lines } = capturing();
    logger.warn({ err: failedInsert() }, "event handler failed; will retry");
    // As a resolver's error reaches the subgraph's error log, and as the cause of another error.
    const thrown = failedInsert();
    logger.error({ err: new GraphQLError(thrown.message, { originalError: thrown }) }, "unexpected GraphQL error");
    logger.error({ err: new Error("the transaction failed", { cause: failedInsert() }) }, "job failed");
    expect(lines).toHaveLength(3);
    const logged = lines.join("");
    for (const detail of SHOPPER) expect(logged).not.toContain(detail);
    expect(logged).toContain('insert into \\"leads\\"');
    expect(logged).toContain("params: [redacted]");
    expect(logged).toContain("terminating connection due to administrator command");
  });

  it("leave other errors as they are", () => {
    const { logger, lines } = capturing();
    logger.error({ err: Object.assign(new Error("No such PaymentMethod: 'pm_x'"), { code: "resource_missing" }) }, "failed");
    const [line] = lines;
    expect(JSON.parse(line ?? "{}").err).toMatchObject({
      type: "Error",
      message: "No such PaymentMethod: 'pm_x'",
      code: "resource_missing",
    });
  });
});
