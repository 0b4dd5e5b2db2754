import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { inUnsampledRequest, tracer, tracingEnabled, withinSpan } from "./tracing.ts";

/**
 * With tracing on, each root field a subgraph resolves (a query, a mutation, the gateway's
 * `_entities` lookups) runs in a span of its own, so the SQL it issues hangs under it. Only root
 * fields: a span per nested field would cost more than the work it shows. With tracing off the
 * schema is left as it is, and a request that is not sampled resolves as if it were.
 */
export function traceRootFields(schema: GraphQLSchema, service: string): GraphQLSchema {
  if (!tracingEnabled()) return schema;
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const name = `${service} ${type.name}.${field.name}`;
      field.resolve = (parent, args, contextValue, info) =>
        inUnsampledRequest()
          ? resolve(parent, args, contextValue, info)
          : tracer().startActiveSpan(
              name,
              {
                attributes: {
                  "graphql.operation.type": info.operation.operation,
                  "graphql.operation.name": info.operation.name?.value ?? "",
                },
              },
              (span) => withinSpan(span, async () => resolve(parent, args, contextValue, info)),
            );
    }
  }
  return schema;
}
