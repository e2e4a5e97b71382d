// Reads the bearer token of every operation before it runs. A request without Authorization is
// anonymous; one with a token that is malformed, forged, expired or revoked is refused as a whole
// with `invalid-jwt` (SPEC.md section 8), whatever it asks for, so the browser learns at its next
// request that it must forget the token. A valid token sets `context.viewer`.
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import type { Authentication } from "./accounts.ts";

const MESSAGES: Record<Exclude<Authentication, { ok: true }>["reason"], string> = {
  expired: "Your login has expired. Please log in again.",
  revoked: "You have logged out on this device. Please log in again.",
  invalid: "Your login is not valid any more. Please log in again.",
};

export function useAuthentication(): Plugin<Context> {
  return {
    async onExecute({ args, extendContext, setResultAndStopExecution }) {
      const context = args.contextValue as Context;
      const header = context.request.headers.get("authorization");
      if (header === null) return;
      const authentication = await context.accounts.authenticate(header);
      if (authentication.ok) {
        extendContext({ viewer: authentication.viewer });
        return;
      }
      context.log.info({ reason: authentication.reason }, "bearer token refused");
      setResultAndStopExecution({
        data: null,
        errors: [new UserError(MESSAGES[authentication.reason], { code: "invalid-jwt" })],
      });
    },
  };
}
