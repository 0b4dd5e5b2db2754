import type { FormattedExecutionResult } from "graphql";

/** The first error's code and message, as the REST adapter reads them; undefined when there is none. */
export const errorOf = (result: Pick<FormattedExecutionResult<unknown>, "errors">) =>
  result.errors?.[0] && { code: result.errors[0].extensions?.code, message: result.errors[0].message };
