// graphql-js reports variables that do not fit their declared types (a missing String!, a number
// for a string) without a code. They are the client's input errors: give them BAD_USER_INPUT, so
// every error a client sees carries a code from errors.ts.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

export function useRequestErrorCodes(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !result.errors?.some(isUncodedRequestError)) return;
          setResult({
            ...result,
            errors: result.errors.map((error) =>
              isUncodedRequestError(error)
                ? new GraphQLError(error.message, {
                    nodes: error.nodes,
                    source: error.source,
                    positions: error.positions,
                    extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
                  })
                : error,
            ),
          });
        },
      };
    },
  };
}

/** An error about the request as a whole (no field path) that nobody gave a code. */
function isUncodedRequestError(error: GraphQLError): boolean {
  const cause = error.originalError;
  return (
    error.path === undefined && error.extensions.code === undefined && (cause == null || cause instanceof GraphQLError)
  );
}
