// The gate of the back office: every admin operation and admin HTTP route passes here before it
// runs, against its entry in staff-permissions.ts (docs/api.md, "Staff roles").
//
// - guardAdminOperations wraps every root field named admin... once the schema is built, and
//   refuses to build the schema (so the server does not start) when one has no entry, or an entry
//   names no field.
// - requireStaff (accounts/require-viewer.ts), which resolvers call for the viewer, refuses to run
//   outside a guarded operation (runGuarded): a staff field named otherwise, without an entry, fails
//   loudly instead of letting every role through.
import type { Database } from "@parvat/db/client";
import { bookings, departureLeaders, travellerForms } from "@parvat/db/schema";
import { type Permission, roleHas, STAFF_ROLE_DEFINITIONS, type StaffRole } from "@parvat/domain/staff-roles";
import { and, eq } from "drizzle-orm";
import type { GraphQLSchema } from "graphql";
import type { Viewer } from "../accounts/accounts.ts";
import { runGuarded } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import type { SecondFactors } from "../second-factor/second-factor.ts";
import { ADMIN_OPERATIONS, type AdminAccess, type DepartureRef } from "./staff-permissions.ts";

export type StaffRefusal =
  | { code: "UNAUTHENTICATED" | "FORBIDDEN"; message: string }
  | { code: "SECOND_FACTOR_REQUIRED"; message: string; secondFactor: "enrol" | "verify" };

/** A staff member with a role, or null (a traveller, or a staff row without a role). */
export function staffRoleOf(viewer: Viewer | null): StaffRole | null {
  return viewer?.role === "staff" ? viewer.staffRole : null;
}

/** Whether the viewer's role grants the permission everywhere (not only on departures they lead). */
export function viewerMay(viewer: Viewer | null, permission: Permission): boolean {
  const role = staffRoleOf(viewer);
  return role !== null && STAFF_ROLE_DEFINITIONS[role].reach === "everything" && roleHas(role, permission);
}

async function departureOf(db: Database, ref: DepartureRef): Promise<number | null> {
  if ("eventId" in ref) return rowIdOf(ref.eventId as string | number | null);
  if ("bookingId" in ref) {
    const id = rowIdOf(ref.bookingId as string | number | null);
    if (id === null) return null;
    const [row] = await db.select({ eventId: bookings.eventId }).from(bookings).where(eq(bookings.id, id));
    return row?.eventId ?? null;
  }
  const id = rowIdOf(ref.formId as string | number | null);
  if (id === null) return null;
  const [row] = await db
    .select({ eventId: bookings.eventId })
    .from(travellerForms)
    .innerJoin(bookings, eq(bookings.id, travellerForms.bookingId))
    .where(eq(travellerForms.id, id));
  return row?.eventId ?? null;
}

export async function leadsDeparture(db: Database, userId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ eventId: departureLeaders.eventId })
    .from(departureLeaders)
    .where(and(eq(departureLeaders.eventId, eventId), eq(departureLeaders.userId, userId)));
  return row !== undefined;
}

/** Why the viewer may not use an operation or route with these arguments; null when they may. */
export async function staffRefusal(
  db: Database,
  viewer: Viewer | null,
  access: AdminAccess,
  args: Record<string, unknown>,
  secondFactors: SecondFactors,
): Promise<StaffRefusal | null> {
  if (!viewer) return { code: "UNAUTHENTICATED", message: "Please log in to continue." };
  const role = staffRoleOf(viewer);
  if (role === null) return { code: "FORBIDDEN", message: "This needs a staff account." };
  // Before anything of the back office, the second factor (docs/api.md, "Staff sign-in").
  const missing = await secondFactors.refusal(viewer, access.beforeSecondFactor);
  if (missing) return { code: "SECOND_FACTOR_REQUIRED", message: missing.message, secondFactor: missing.action };
  if (access.permission === "own-account") return null;
  const definition = STAFF_ROLE_DEFINITIONS[role];
  const refused: StaffRefusal = {
    code: "FORBIDDEN",
    message: `This needs the "${access.permission}" permission, which the ${definition.label.toLowerCase()} role does not have.`,
  };
  if (!roleHas(role, access.permission)) return refused;
  if (definition.reach === "everything" || access.departure === "led-by-viewer") return null;
  const led: StaffRefusal = { code: "FORBIDDEN", message: "This is open only for the departures you lead." };
  if (!access.departure) return led;
  const eventId = await departureOf(db, access.departure(args));
  return eventId !== null && (await leadsDeparture(db, viewer.userId, eventId)) ? null : led;
}

/**
 * Wraps every admin root field in its permission check; throws, naming them, when a field named
 * admin... has no entry in ADMIN_OPERATIONS or an entry names no field of the schema.
 */
export function guardAdminOperations(schema: GraphQLSchema): GraphQLSchema {
  const fields = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}),
  ];
  const undeclared = fields.filter(
    (field) => field.name.startsWith("admin") && !Object.hasOwn(ADMIN_OPERATIONS, field.name),
  );
  const names = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(ADMIN_OPERATIONS).filter((name) => !names.has(name));
  if (undeclared.length > 0 || unknown.length > 0) {
    throw new Error(
      [
        undeclared.length > 0
          ? `Admin operations without a permission (staff/staff-permissions.ts): ${undeclared.map((f) => f.name).join(", ")}.`
          : "",
        unknown.length > 0 ? `Permissions for operations the schema does not have: ${unknown.join(", ")}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
  }
  for (const field of fields) {
    const access = ADMIN_OPERATIONS[field.name as keyof typeof ADMIN_OPERATIONS] as AdminAccess | undefined;
    const resolve = field.resolve;
    if (!access || !resolve) continue;
    field.resolve = async (source, args, context, info) => {
      const { db, viewer, accounts } = context as Context;
      const refusal = await staffRefusal(db, viewer, access, args as Record<string, unknown>, accounts.secondFactors);
      if (refusal) {
        throw new UserError(refusal.message, {
          code: refusal.code,
          details: "secondFactor" in refusal ? { secondFactor: refusal.secondFactor } : undefined,
        });
      }
      return runGuarded(field.name, () => resolve(source, args, context, info));
    };
  }
  return schema;
}
