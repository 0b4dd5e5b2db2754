import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, type GraphQLNamedType, type GraphQLSchema, getNamedType, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";

// docs/public-data.md says, for every type a client can reach, what it shows to whom. This test
// walks the API schema clients are typed against from its roots and fails when a field that looks
// like a person's private detail (an email, phone, address, name, birthday, sign-in time or a
// person's id) sits on a reachable type without that page listing it for that type: a new such
// field is a decision about who may read it, and the page is where it is written down.

const ROOT = join(import.meta.dirname, "..", "..");
const PAGE = "docs/public-data.md";

/** Field names that carry something of a person. */
const PERSONAL = /email|phone|address|firstname|lastname|customername|birthday|lastlogin|userid|ownerid/i;

/** Every object type reachable from Query and Mutation. */
function reachableTypes(schema: GraphQLSchema): Map<string, GraphQLNamedType> {
  const reached = new Map<string, GraphQLNamedType>();
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((root) => root != null);
  const queue: GraphQLNamedType[] = roots.flatMap((root) =>
    Object.values(root.getFields()).map((field) => getNamedType(field.type)),
  );
  for (let type = queue.shift(); type; type = queue.shift()) {
    if (!isObjectType(type) || reached.has(type.name)) continue;
    reached.set(type.name, type);
    queue.push(...Object.values(type.getFields()).map((field) => getNamedType(field.type)));
  }
  return reached;
}

/** The page's table rows by the types their first cell names, with every `name` the row quotes. */
function documentedRows(page: string): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const line of page.split("\n")) {
    const cells = line.split("|").slice(1, -1);
    const first = cells[0];
    if (!line.startsWith("|") || first === undefined) continue;
    const quoted = new Set([...line.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((match) => match[1] ?? ""));
    for (const [, type] of first.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)) if (type) rows.set(type, quoted);
  }
  return rows;
}

describe("public data", () => {
  const schema = buildSchema(readFileSync(join(ROOT, "gateway/api-schema.graphql"), "utf8"));
  const reached = reachableTypes(schema);
  const rows = documentedRows(readFileSync(join(ROOT, PAGE), "utf8"));

  it("finds the types a client reaches", () => {
    expect(reached.has("FeedPost")).toBe(true);
    expect(reached.has("User")).toBe(true);
  });

  it(`lists every personal-looking field of a reachable type in ${PAGE}`, () => {
    const unlisted = [...reached.values()].filter(isObjectType).flatMap((type) =>
      Object.keys(type.getFields())
        .filter((field) => PERSONAL.test(field))
        .filter((field) => !rows.get(type.name)?.has(field))
        .map((field) => `${type.name}.${field}`),
    );
    expect(unlisted, `say in ${PAGE} who may read these, in the row of their type`).toEqual([]);
  });

  it(`names in ${PAGE} only types the graph has`, () => {
    expect([...rows.keys()].filter((type) => !schema.getType(type))).toEqual([]);
  });
});
