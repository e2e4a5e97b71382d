// What the signed-in staff member's role may use (docs/api.md, "Staff roles"), for drawing only those
// screens and actions. The API checks every operation again, so this decides what to draw, never what
// is allowed.
import type { Permission, StaffRole } from "@parvat/domain/staff-roles";
import { createContext, useContext } from "react";

export interface StaffAccess {
  role: StaffRole | null;
  permissions: readonly string[];
}

const StaffAccessContext = createContext<StaffAccess>({ role: null, permissions: [] });

export const StaffAccessProvider = StaffAccessContext.Provider;

export function useStaffAccess(): StaffAccess & { may: (permission: Permission) => boolean } {
  const access = useContext(StaffAccessContext);
  return { ...access, may: (permission) => access.permissions.includes(permission) };
}

/** The permission a back-office path needs (the screen's main query), by its first segments. */
export function screenPermission(pathname: string): Permission | null {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/admin") return "today";
  const rules: [RegExp, Permission][] = [
    [/^\/admin\/departures\/[^/]+\/(manifest|check-in)$/, "manifest"],
    [/^\/admin\/departures\/[^/]+\/waitlist$/, "bookings.read"],
    [/^\/admin\/departures$/, "trips.read"],
    [/^\/admin\/trips\/[^/]+\/add-ons$/, "trips"],
    [/^\/admin\/trips\//, "trips.read"],
    [/^\/admin\/bookings/, "bookings.read"],
    [/^\/admin\/enquiries/, "enquiries"],
    [/^\/admin\/quotations/, "quotations"],
    [/^\/admin\/reviews/, "reviews"],
    [/^\/admin\/tax/, "tax-exports"],
    [/^\/admin\/audit-log/, "staff"],
    [/^\/admin\/personal-data-reads/, "staff"],
    [/^\/admin\/staff/, "staff"],
    [/^\/admin\/my-departures/, "manifest"],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
