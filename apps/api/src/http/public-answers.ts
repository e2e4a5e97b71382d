// What each root field says about public answers, declared where the field is defined (decision 0010):
//
// - A mutation says whether it changes what public answers read, `changesPublicAnswers: true | false`
//   (a trip, a departure's seats or prices, published reviews, the content). Only a mutation that
//   says true and succeeds clears every copy's caches (http/content-changes.ts): a traveller's
//   preferences, a form or a login clear nothing. The option is required by the type of every
//   mutation field, the schema refuses to build without it, and content-changes.test.ts checks every
//   mutation of the schema: a new mutation cannot forget it.
// - A query says `publicAnswer: true` when its answer is the same for everybody who asks (the
//   catalogue, a departure's seats, published reviews). Only an operation whose every root field
//   says so may be kept in the answer cache, told to CDNs as `public`, or kept in the page cache.
//   Anything else (a login's answers, and what a secret unlocks: a form link, a signed balance link,
//   a review invitation, a quotation's link) is personal by default, whoever asks and however.
import type { FieldNullability, InputFieldMap, SchemaTypes, TypeParam } from "@pothos/core";
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from "graphql";

declare global {
  export namespace PothosSchemaTypes {
    export interface QueryFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /**
       * The answer is the same for everybody who asks (nothing of a login or a secret in it): it may be
       * kept in memory and shared, and CDNs may keep it for a few seconds. Absent: personal.
       */
      publicAnswer?: true;
    }
    export interface MutationFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /**
       * Whether a success changes what a public answer reads (a trip, a departure's seats or prices,
       * published reviews, the content): then every copy drops the answers and pages it kept.
       */
      changesPublicAnswers: boolean;
    }
  }
}

type AnyField = GraphQLField<unknown, unknown>;

const optionOf = (field: AnyField, name: string): unknown =>
  (field.extensions as { pothosOptions?: Record<string, unknown> } | undefined)?.pothosOptions?.[name];

/** A mutation field's declaration, or undefined when it has none (a defect the schema refuses). */
export function declaredChangesPublicAnswers(field: AnyField): boolean | undefined {
  const declared = optionOf(field, "changesPublicAnswers");
  return typeof declared === "boolean" ? declared : undefined;
}

export const isPublicQueryField = (field: AnyField): boolean => optionOf(field, "publicAnswer") === true;

const shared = new WeakMap<DocumentNode, Map<string, boolean>>();

/**
 * Whether the operation is a query whose every root field declares a public answer, through
 * fragments too (`__typename` asks nothing). Remembered per document, as the answer cache's keys are.
 */
export function isSharedOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  let byName = shared.get(document);
  if (!byName) {
    byName = new Map();
    shared.set(document, byName);
  }
  const key = operationName ?? "";
  let answer = byName.get(key);
  if (answer === undefined) {
    const operation = getOperationAST(document, operationName);
    const fields = schema.getQueryType()?.getFields() ?? {};
    const fragments = new Map(
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
      ),
    );
    const everyRootPublic = (selections: SelectionSetNode, seen: Set<string>): boolean =>
      selections.selections.every((selection) => {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === "__typename") return true;
          const field = fields[selection.name.value];
          return field !== undefined && isPublicQueryField(field as AnyField);
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) return everyRootPublic(selection.selectionSet, seen);
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) return false;
        return everyRootPublic(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      });
    answer = operation?.operation === "query" && everyRootPublic(operation.selectionSet, new Set());
    byName.set(key, answer);
  }
  return answer;
}
