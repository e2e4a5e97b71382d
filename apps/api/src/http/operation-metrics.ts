// What the metrics and the request log learn from GraphQL execution: the operation's name (the web
// server's request log line and request-duration histogram carry it; apps/web/server/request-logging.ts)
// and, for mutations, each field's outcome: ok, or the code of the error that refused it. Bookings,
// payments and one-time codes get counters of their own, named in the README ("Metrics").
import { type ExecutionResult, getOperationAST, Kind, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Metrics } from "../metrics.ts";

/** Where the web server looks for the operation's name: Express's `response.locals`. */
export interface OperationNameHolder {
  locals: { graphqlOperation?: string };
}

const BOOKING_FIELDS = new Set(["createBooking", "acceptQuotation"]);

/** The response keys and field names of an operation's top-level fields (fragments at the root are rare: skipped). */
function rootFields(operation: OperationDefinitionNode): { key: string; name: string }[] {
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD
      ? [{ key: selection.alias?.value ?? selection.name.value, name: selection.name.value }]
      : [],
  );
}

function outcomeOf(result: ExecutionResult, key: string): string | null {
  const error = result.errors?.find((candidate) => candidate.path?.[0] === key);
  if (error) return String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const data = result.data as Record<string, unknown> | null | undefined;
  // Not run: an earlier field of the same mutation failed, and with it the whole answer.
  return data && key in data ? "ok" : null;
}

export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? "anonymous";
      // Mounted in Express, the server context carries the Node response (absent in-process).
      const response = (args.contextValue as { res?: Partial<OperationNameHolder> }).res;
      if (response?.locals) response.locals.graphqlOperation = name;
      if (operation?.operation !== "mutation") return;
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          for (const { key, name: field } of rootFields(operation)) {
            const outcome = outcomeOf(result, key);
            if (outcome === null) continue;
            metrics.mutations.inc({ field, outcome });
            if (BOOKING_FIELDS.has(field)) metrics.bookings.inc({ outcome: outcome === "ok" ? "created" : outcome });
            if (field === "sendOtp") metrics.otpSends.inc({ outcome: outcome === "ok" ? "sent" : outcome });
            if (field === "confirmPayment") {
              const status = (result.data as Record<string, { status?: unknown } | null> | null)?.[key]?.status;
              metrics.payments.inc({
                source: "confirmPayment",
                outcome: outcome === "ok" && typeof status === "string" ? status : outcome,
              });
            }
          }
        },
      };
    },
  };
}
