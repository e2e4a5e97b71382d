// The API's two kinds of error; the codes themselves live in @parvat/domain/error-codes, shared with
// the browser. Two kinds of error exist:
// - user errors: expected outcomes (bad input, not found, too many attempts). Thrown as `UserError`,
//   they keep their message and code in every environment.
// - unexpected failures (a bug, the database down): masked as "Unexpected error." with the code
//   INTERNAL_SERVER_ERROR, and logged in full with the request id.
import type { ErrorCode, UserErrorCode } from "@parvat/domain/error-codes";
import { GraphQLError } from "graphql";

export { ERROR_CODES, type ErrorCode, type UserErrorCode } from "@parvat/domain/error-codes";

export interface UserErrorOptions {
  code: UserErrorCode;
  /** The argument the message is about, so a form can show it beside the right field. */
  field?: string;
  /** Further machine-readable details, for example `{ retryAfterSeconds: 30 }`. */
  details?: Record<string, unknown>;
}

/** An expected outcome the client must see as is: never masked, in any environment. */
export class UserError extends GraphQLError {
  readonly code: UserErrorCode;

  constructor(message: string, { code, field, details }: UserErrorOptions) {
    super(message, { extensions: { ...details, code, ...(field ? { field } : {}) } });
    this.name = "UserError";
    this.code = code;
  }
}

/**
 * BAD_USER_INPUT for input a shared rule of @parvat/domain refused: the first field's message (what
 * a client without field-level display shows), `extensions.field` naming it, and every field's
 * message in `extensions.fields` (what a form shows beside each field).
 */
export function invalidInput(errors: Partial<Record<string, string>>): UserError {
  const messages = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const [field, message] = messages[0] ?? [undefined, "Check what you entered and try again."];
  return new UserError(message, { code: "BAD_USER_INPUT", field, details: { fields: Object.fromEntries(messages) } });
}

/** Codes of the query limits, refused before any resolver runs. */
export type LimitErrorCode = Extract<
  ErrorCode,
  "QUERY_TOO_LARGE" | "QUERY_TOO_DEEP" | "TOO_MANY_ALIASES" | "QUERY_TOO_COMPLEX"
>;

/**
 * A document refused by a limit. It is a request error (HTTP 400 for clients that accept
 * application/graphql-response+json, as the GraphQL over HTTP specification asks).
 */
export function limitError(
  code: LimitErrorCode,
  message: string,
  details: { limit: number; actual?: number; nodes?: GraphQLError["nodes"] },
): GraphQLError {
  return new GraphQLError(message, {
    nodes: details.nodes,
    extensions: {
      code,
      limit: details.limit,
      ...(details.actual === undefined ? {} : { actual: details.actual }),
      http: { status: 400, spec: true },
    },
  });
}
