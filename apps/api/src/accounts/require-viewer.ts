// Guards for fields that need a logged-in traveller or a staff member. Call one first in a resolver:
// it returns the viewer or throws the coded error the browser acts on (UNAUTHENTICATED sends the
// traveller to /login; FORBIDDEN is final). Authentication itself (the bearer token) happens before
// execution, in authentication.ts. What each staff role may do is decided before the resolver runs,
// by staff/staff-guard.ts against the one table of staff/staff-permissions.ts.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import type { Viewer } from "./accounts.ts";

/** The admin operation running now (its root resolver and what it awaits), set by staff-guard.ts. */
const guardedOperation = new AsyncLocalStorage<string>();

/** Runs an admin operation's resolver after its permission check passed. */
export function runGuarded<T>(operation: string, resolve: () => T): T {
  return guardedOperation.run(operation, resolve);
}

/** The logged-in traveller, or UNAUTHENTICATED. */
export function requireViewer(context: Pick<Context, "viewer">): Viewer {
  if (!context.viewer) throw new UserError("Please log in to continue.", { code: "UNAUTHENTICATED" });
  return context.viewer;
}

/**
 * The staff member running an admin operation: UNAUTHENTICATED without a token, FORBIDDEN for a
 * traveller. Outside an operation that staff-guard.ts checked it throws (a defect, never a refusal):
 * a staff field with no permission declared must not let every role through.
 */
export function requireStaff(context: Pick<Context, "viewer">): Viewer {
  const viewer = requireViewer(context);
  if (viewer.role !== "staff") throw new UserError("This needs a staff account.", { code: "FORBIDDEN" });
  if (guardedOperation.getStore() === undefined) {
    throw new Error("requireStaff outside an admin operation: declare its permission in staff/staff-permissions.ts.");
  }
  return viewer;
}
