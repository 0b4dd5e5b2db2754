import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { fragmentTypesPlugin } from "./scripts/fragment-types-plugin.ts";

// Types every operation the web app and the REST adapter send, from the API schema of the composed
// supergraph (gateway/api-schema.graphql, written by `npm run compose -w gateway`). Each package
// writes its operations with its own generated `graphql()` function; `npm run codegen` rewrites the
// generated folders, and a unit test fails when they are stale.

const API_SCHEMA = "gateway/api-schema.graphql";

/** Settings both packages share: string unions for enums, `import type` and `.ts` imports. */
const shared = {
  preset: "client",
  presetConfig: { fragmentMasking: false },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    importExtension: ".ts",
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    scalars: { ID: "string", DateTime: "string" },
    strictScalars: true,
  },
} as const;

const config: CodegenConfig = {
  schema: API_SCHEMA,
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/gen/": {
      ...shared,
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/graphql/gen/**"],
    },
    "rest-adapter/src/graphql/gen/": {
      ...shared,
      documents: ["rest-adapter/src/**/*.ts", "!rest-adapter/src/graphql/gen/**"],
      // The REST bodies are exactly what the operations select: no `__typename` in their types.
      config: { ...shared.config, skipTypename: true },
      // graphql.ts also carries the schema's types of what the fragments select, from which the
      // adapter derives each response body's zod schema (src/response-body.ts).
      plugins: [{ "fragment-types": { apiSchema: fileURLToPath(new URL(API_SCHEMA, import.meta.url)) } }],
    },
  },
  // The house plugin is handed over as it is; any other is a package, loaded as codegen would.
  pluginLoader: (name) => (name === "fragment-types" ? fragmentTypesPlugin : createRequire(import.meta.url)(name)),
};

export default config;
