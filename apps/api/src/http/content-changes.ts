// Which operations changed what the site shows, so that every copy's caches drop what they kept
// (http/cache-generation.ts). Each mutation declares where it is defined whether it changes what
// public answers read (`changesPublicAnswers`, http/public-answers.ts); one that says so and whose
// resolver returned, and did not throw, changed something. A refused or failed one (its service
// answered an outcome the field turned into an error, or the database failed) clears nothing, nor does
// one that writes only what no public answer reads (a login, a form, message preferences). A query that
// changed something on its way (the release of a traveller's stale holds when reading their bookings)
// says so itself with `contentChanged(context)`. Once the operation has run, one announcement covers
// all of it.
import type { GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { CacheGeneration } from "./cache-generation.ts";
import { declaredChangesPublicAnswers } from "./public-answers.ts";

const changedOperations = new WeakSet<object>();

/** The operation whose context this is changed what the site shows (its seats, prices or content). */
export function contentChanged(context: object): void {
  changedOperations.add(context);
}

const wrapped = new WeakSet<GraphQLSchema>();

/**
 * Wraps the resolver of every mutation that changes public answers (once per schema) to record that
 * it succeeded. A mutation without its declaration stops the schema from being built.
 */
export function markSuccessfulMutations(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  const undeclared: string[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const changes = declaredChangesPublicAnswers(field);
    if (changes === undefined) undeclared.push(field.name);
    const resolve = field.resolve;
    if (!resolve || !changes) continue;
    field.resolve = async (source, args, context, info) => {
      const result = await resolve(source, args, context, info);
      contentChanged(context as object);
      return result;
    };
  }
  if (undeclared.length > 0) {
    throw new Error(
      `Mutations without changesPublicAnswers (http/public-answers.ts): ${undeclared.join(", ")}. Say where each is defined whether it changes what public answers read.`,
    );
  }
  wrapped.add(schema);
  return schema;
}

/** After an operation that changed something, moves every copy's cache generation. */
export function useContentChanges(generation: CacheGeneration): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone() {
          if (changedOperations.has(args.contextValue as object)) generation.changed();
        },
      };
    },
  };
}
