// The back office's navigation: one compact row of links that wraps on a phone and
// scrolls sideways when it must, the current screen marked for assistive technology too. Only the
// screens the staff member's role may use are drawn (staff-access.tsx).
import type { StaffRole } from "@parvat/domain/staff-roles";
import { NavLink } from "react-router";
import { type StaffAccess, screenPermission } from "./staff-access.tsx";

export const ADMIN_SCREENS = [
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/my-departures", label: "My departures", end: false, only: "trek_leader" },
  { to: "/admin/departures", label: "Departures", end: false },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
  { to: "/admin/quotations", label: "Quotations", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/tax", label: "Tax exports", end: false },
  { to: "/admin/staff", label: "Staff", end: false },
  { to: "/admin/audit-log", label: "Audit log", end: false },
  { to: "/admin/personal-data-reads", label: "Data reads", end: false },
] as const satisfies readonly { to: string; label: string; end: boolean; only?: StaffRole }[];

/** The screens a role may open, in the navigation's order. */
export function screensFor(access: StaffAccess) {
  return ADMIN_SCREENS.filter((screen) => {
    if ("only" in screen && screen.only !== access.role) return false;
    const permission = screenPermission(screen.to);
    return permission !== null && access.permissions.includes(permission);
  });
}

export function AdminNav({ access }: { access: StaffAccess }) {
  return (
    <nav aria-label="Back office" className="border-b border-slate-200 bg-white" data-print-hidden>
      <ul className="page-container flex gap-1 overflow-x-auto py-2 text-sm">
        {screensFor(access).map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end={screen.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap ${
                  isActive ? "bg-primary-strong text-white" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
        {/* Every staff member's own second factors (routes/admin/security.tsx). */}
        <li>
          <NavLink
            to="/admin/security"
            className={({ isActive }) =>
              `inline-flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap ${
                isActive ? "bg-primary-strong text-white" : "text-slate-700 hover:bg-slate-100"
              }`
            }
          >
            Security
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
