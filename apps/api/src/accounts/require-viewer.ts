// Guards for fields that need a logged-in traveller or a staff member. Call one first in a resolver:
// it returns the viewer or throws the coded error the browser acts on (UNAUTHENTICATED sends the
// traveller to /login; FORBIDDEN is final). Authentication itself (the bearer token) happens before
// execution, in authentication.ts.
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import type { Viewer } from "./accounts.ts";

/** The logged-in traveller, or UNAUTHENTICATED. */
export function requireViewer(context: Pick<Context, "viewer">): Viewer {
  if (!context.viewer) throw new UserError("Please log in to continue.", { code: "UNAUTHENTICATED" });
  return context.viewer;
}

/** A logged-in staff member: UNAUTHENTICATED without a token, FORBIDDEN for a traveller. */
export function requireStaff(context: Pick<Context, "viewer">): Viewer {
  const viewer = requireViewer(context);
  if (viewer.role !== "staff") throw new UserError("This needs a staff account.", { code: "FORBIDDEN" });
  return viewer;
}
