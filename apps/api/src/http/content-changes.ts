// Which operations changed what the site shows, so that every copy's caches drop what they kept
// (http/cache-generation.ts). A mutation field whose resolver returned, and did not throw, changed
// something: a refused or failed one (its service answered an outcome the field turned into an error,
// or the database failed) clears nothing. A few mutations write only what no public answer reads (a
// login, a saved trip, an enquiry) and clear nothing either. A query that changed something on its
// way (the release of a traveller's stale holds when reading their bookings) says so itself with
// `contentChanged(context)`. Once the operation has run, one announcement covers all of it.
import type { GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { CacheGeneration } from "./cache-generation.ts";

/**
 * Mutations whose writes no public answer (a trip, a departure's seats and prices, the content) ever
 * reads: accounts and codes, a traveller's saved trips, the newsletter, enquiries to the trip desk.
 */
export const MUTATIONS_THAT_CHANGE_NOTHING_PUBLIC: ReadonlySet<string> = new Set([
  "sendOtp",
  "login",
  "logout",
  "saveTrip",
  "unsaveTrip",
  "subscribeNewsLetter",
  "createInquiry",
  "requestCustomTrip",
]);

const changedOperations = new WeakSet<object>();

/** The operation whose context this is changed what the site shows (its seats, prices or content). */
export function contentChanged(context: object): void {
  changedOperations.add(context);
}

const wrapped = new WeakSet<GraphQLSchema>();

/** Wraps every mutation field's resolver (once per schema) to record that it succeeded. */
export function markSuccessfulMutations(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  wrapped.add(schema);
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve || MUTATIONS_THAT_CHANGE_NOTHING_PUBLIC.has(field.name)) continue;
    field.resolve = async (source, args, context, info) => {
      const result = await resolve(source, args, context, info);
      contentChanged(context as object);
      return result;
    };
  }
  // A name in the list that is no field would silently clear on a mutation it meant to spare.
  for (const name of MUTATIONS_THAT_CHANGE_NOTHING_PUBLIC) {
    const field = schema.getMutationType()?.getFields()[name];
    if (!field) throw new Error(`MUTATIONS_THAT_CHANGE_NOTHING_PUBLIC names ${name}, which is no mutation`);
  }
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
