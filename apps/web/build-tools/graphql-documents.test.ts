import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { generatedDocumentArguments, generatedDocumentName, graphqlDocumentImports } from "./graphql-documents.ts";

const appDirectory = new URL("../app", import.meta.url).pathname;
const generatedDocuments = join(appDirectory, "graphql/generated/graphql.ts");

function sources(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("generated/"))
    .map((file) => join(directory, file));
}

it("finds a generated document for every graphql() call of the app", () => {
  const exported = new Set(
    [...readFileSync(generatedDocuments, "utf8").matchAll(/export const (\w+) = new TypedDocumentString/g)].map(
      (match) => match[1],
    ),
  );
  const names = sources(appDirectory).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((match) =>
      generatedDocumentName(match[1]!),
    ),
  );
  expect(names.length).toBeGreaterThan(20);
  expect(names.filter((name) => !exported.has(name))).toEqual([]);
});

it("replaces each call with an import of its one document and marks generated documents pure", () => {
  const plugin = graphqlDocumentImports({ generatedDocuments });
  const transform = plugin.transform as (code: string, id: string) => string | null;
  const page = join(appDirectory, "routes/example.tsx");
  const code =
    "const A = graphql(`\n  query TrekPage($slug: String!) { treks(slug: $slug) { id } }\n`);\nconst B = graphql(`fragment ImageFields on Image { id }`);";
  expect(transform(code, page)).toBe(
    [
      'import { TrekPageDocument as __graphqlDocument0 } from "../graphql/generated/graphql.ts";',
      'import { ImageFieldsFragmentDoc as __graphqlDocument1 } from "../graphql/generated/graphql.ts";',
      "const A = __graphqlDocument0;",
      "const B = __graphqlDocument1;",
    ].join("\n"),
  );
  expect(transform("export const X = new TypedDocumentString(`q`)", generatedDocuments)).toBe(
    "export const X = /*#__PURE__*/ new TypedDocumentString(`q`)",
  );
  expect(transform("const untouched = 1;", page)).toBeNull();
});

it("writes the back office's documents into their own module, so the shared generated one drops them", () => {
  const plugin = graphqlDocumentImports({ generatedDocuments, inline: /\/app\/routes\/admin\// });
  const transform = plugin.transform as (code: string, id: string) => string | null;
  const generated = readFileSync(generatedDocuments, "utf8");
  const fragment = /export const (\w+FragmentDoc) = new TypedDocumentString\(/.exec(generated)![1]!;
  const name = fragment.replace(/FragmentDoc$/, "");
  const code = `const F = graphql(\`fragment ${name} on X { id }\`);`;
  const inlined = transform(code, join(appDirectory, "routes/admin/example.tsx"))!;
  expect(inlined.split("\n")[0]).toBe(
    'import { TypedDocumentString as __GraphqlDocumentString } from "../../graphql/generated/graphql.ts";',
  );
  expect(inlined).toContain(
    `const F = /*#__PURE__*/ new __GraphqlDocumentString(${generatedDocumentArguments(generated, fragment)});`,
  );
  expect(inlined).toContain(`fragment ${name} on`);
  expect(() => generatedDocumentArguments(generated, "NoSuchDocument")).toThrow("run npm run codegen");
});
