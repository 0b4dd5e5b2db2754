import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "graphql";
import type { Plugin } from "vite";

/** What codegen writes for each operation and fragment in graphql.ts, one per line. */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** A `graphql(`...`)` call as the pages write it: one template literal, nothing interpolated. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;

/** A module that names a document for others to import: `export const NAME = graphql(`...`);`. */
const EXPORTED_CALL = new RegExp(`^export const (\\w+) = ${GRAPHQL_CALL.source};?$`, "gm");

const VIRTUAL_PREFIX = "\0graphql-document:";

/** The key a document is found by: the kind and name of its first definition (the operation or fragment). */
function keyOf(definition: { kind: string; name?: { value: string } | undefined } | undefined): string | undefined {
  return definition?.name ? `${definition.kind}:${definition.name.value}` : undefined;
}

/** Each generated document's export name and JSON, by the name of the operation or fragment it holds. */
export function generatedDocuments(graphqlTs: string): Map<string, { exportName: string; json: string }> {
  const documents = new Map<string, { exportName: string; json: string }>();
  for (const [, exportName = "", json = ""] of graphqlTs.matchAll(GENERATED_DOCUMENT)) {
    const key = keyOf((JSON.parse(json) as { definitions: Array<{ kind: string; name?: { value: string } }> }).definitions[0]);
    if (key) documents.set(key, { exportName, json });
  }
  return documents;
}

/**
 * The generated `graphql()` looks each document up in a map of every operation in the app
 * (gen/gql.ts), so any page that asks for one would load them all. At build time each call is
 * replaced by an import of its one document, a module of its own: a page's chunk carries its own
 * operations, and a document several pages share travels in a chunk they share. A call codegen has
 * not seen fails the build, as the type checker would.
 */
export function operationsPerPage(options: { generatedDirectory: string }): Plugin {
  let documents: ReturnType<typeof generatedDocuments> | undefined;
  const load = () => {
    documents ??= generatedDocuments(readFileSync(join(options.generatedDirectory, "graphql.ts"), "utf8"));
    return documents;
  };
  const byExportName = () => new Map([...load().values()].map((document) => [document.exportName, document.json]));
  return {
    name: "highcotton:operations-per-page",
    enforce: "pre",
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const json = byExportName().get(id.slice(VIRTUAL_PREFIX.length));
      if (json === undefined) throw new Error(`no generated GraphQL document ${id.slice(VIRTUAL_PREFIX.length)}`);
      // Pure data: a document no kept code reads is left out.
      return { code: `export default ${json};`, moduleSideEffects: false };
    },
    transform(code, id) {
      // The generated files only declare: once no call needs the map, no chunk keeps it.
      if (id.includes("/graphql/gen/")) return { code, map: null, moduleSideEffects: false };
      if (!/\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      const documentOf = (source: string) => {
        const key = keyOf(parse(source).definitions[0] as { kind: string; name?: { value: string } });
        const document = key ? load().get(key) : undefined;
        if (!document) throw new Error(`${id}: a graphql() document codegen has not seen (${key}); run npm run codegen`);
        return VIRTUAL_PREFIX + document.exportName;
      };
      // A re-export, not a copy: the pages that import the name load the document themselves, so a
      // module of many documents (graphql/catalog.ts) costs a page only the ones it uses.
      const reexported = code.replace(
        EXPORTED_CALL,
        (_statement, name: string, source: string) => `export { default as ${name} } from ${JSON.stringify(documentOf(source))};`,
      );
      const imports = new Map<string, string>();
      const replaced = reexported.replace(GRAPHQL_CALL, (_call, source: string) => {
        const module = documentOf(source);
        const local = imports.get(module) ?? `__document_${imports.size}`;
        imports.set(module, local);
        return local;
      });
      if (replaced === code) return null;
      const lines = [...imports].map(([module, local]) => `import ${local} from ${JSON.stringify(module)};`);
      return { code: `${lines.join("\n")}\n${replaced}`, map: null };
    },
  };
}
