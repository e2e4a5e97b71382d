// Ships each page only the GraphQL documents it uses. The codegen client preset's `graphql()` looks
// documents up in one map of every document, so any browser code calling it would pull all of them
// into the bundle. This plugin replaces each `graphql(`...`)` call with an import of that one generated
// document, and marks the generated documents pure, so the ones nobody imports are dropped.
import { readFileSync } from "node:fs";
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

/**
 * The arguments of a generated document's `new TypedDocumentString(...)`, to write it where it is
 * used. Generated bodies hold parentheses but never ") as unknown as", which ends each one.
 */
export function generatedDocumentArguments(generated: string, name: string): string {
  const match = new RegExp(`export const ${name} = new TypedDocumentString\\(([\\s\\S]*?)\\) as unknown as`).exec(
    generated,
  );
  if (!match) throw new Error(`No generated document ${name}: run npm run codegen -w @parvat/web`);
  return match[1]!;
}

export function graphqlDocumentImports(options: {
  generatedDocuments: string;
  /**
   * Files whose documents are written into their own module instead of imported from the shared
   * generated one: the back office's (routes/admin, components/admin), so that the chunk every public
   * page loads does not carry the staff screens' documents.
   */
  inline?: RegExp;
}): Plugin {
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
      if (options.inline?.test(file)) {
        const generated = readFileSync(options.generatedDocuments, "utf8");
        const inlined = code.replace(CALL, (_call, source: string) => {
          const args = generatedDocumentArguments(generated, generatedDocumentName(source));
          return `/*#__PURE__*/ new __GraphqlDocumentString(${args})`;
        });
        return `import { TypedDocumentString as __GraphqlDocumentString } from ${JSON.stringify(specifier)};\n${inlined}`;
      }
      const rewritten = code.replace(CALL, (_call, source: string) => {
        const alias = `__graphqlDocument${imports.length}`;
        imports.push(`import { ${generatedDocumentName(source)} as ${alias} } from ${JSON.stringify(specifier)};`);
        return alias;
      });
      return `${imports.join("\n")}\n${rewritten}`;
    },
  };
}
