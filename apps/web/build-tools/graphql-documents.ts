// Ships each page only the GraphQL documents it uses. The codegen client preset's `graphql()` looks
// documents up in one map of every document, so any browser code calling it would pull all of them
// into the bundle. This plugin replaces each `graphql(`...`)` call with an import of that one generated
// document, and marks the generated documents pure, so the ones nobody imports are dropped.
import { dirname, relative } from "node:path";
import { Kind, parse } from "graphql";
import type { Plugin } from "vite";

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GENERATED = "/app/graphql/generated/";

/** The name codegen gives a document: `query TrekPage` -> TrekPageDocument, `fragment ImageFields` -> ImageFieldsFragmentDoc. */
export function generatedDocumentName(source: string): string {
  const definition = parse(source).definitions[0];
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error(`A graphql() document needs a named operation or fragment first: ${source.slice(0, 80)}`);
}

export function graphqlDocumentImports(options: { generatedDocuments: string }): Plugin {
  return {
    name: "parvat:graphql-document-imports",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (file === options.generatedDocuments) {
        return code.replaceAll("= new TypedDocumentString(", "= /*#__PURE__*/ new TypedDocumentString(");
      }
      if (file.includes(GENERATED) || !/\.tsx?$/.test(file) || !code.includes("graphql(`")) return null;
      const imports: string[] = [];
      const specifier = relative(dirname(file), options.generatedDocuments).replace(/^(?!\.)/, "./");
      const rewritten = code.replace(CALL, (_call, source: string) => {
        const alias = `__graphqlDocument${imports.length}`;
        imports.push(`import { ${generatedDocumentName(source)} as ${alias} } from ${JSON.stringify(specifier)};`);
        return alias;
      });
      return `${imports.join("\n")}\n${rewritten}`;
    },
  };
}
