// Every mutation is counted before it runs (accounts.takeMutationSlot: per account, or per address
// without a login; staff are not counted), in the database so that the limit holds across every
// server copy. Beyond it the whole operation is refused with RATE_LIMITED and the wait, and nothing runs.
import { describeWait } from "@parvat/domain/login";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";

export function useMutationLimits(): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
      const context = args.contextValue as Context;
      const blocked = await context.accounts.takeMutationSlot(context.viewer, context.clientAddress);
      if (!blocked) return;
      setResultAndStopExecution({
        data: null,
        errors: [
          new UserError(
            `Too many changes in a short time. Please try again in ${describeWait(blocked.retryAfterSeconds)}.`,
            {
              code: "RATE_LIMITED",
              details: { retryAfterSeconds: blocked.retryAfterSeconds },
            },
          ),
        ],
      });
    },
  };
}
