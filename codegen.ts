import type { CodegenConfig } from "@graphql-codegen/cli";

// Types every operation the web app and the REST adapter send, from the API schema of the composed
// supergraph (gateway/api-schema.graphql, written by `npm run compose -w gateway`). Each package
// writes its operations with its own generated `graphql()` function; `npm run codegen` rewrites the
// generated folders, and a unit test fails when they are stale.

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
  schema: "gateway/api-schema.graphql",
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
    },
  },
};

export default config;
